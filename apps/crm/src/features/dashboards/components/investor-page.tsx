import { PageHeader } from "#components/page-header.tsx";
import { useInvestorDashboard } from "#features/dashboards/api/get-investor-dashboard.ts";
import { DashboardQuery } from "#features/dashboards/components/dashboard-parts.tsx";
import { ClientsByDestinationSection } from "#features/dashboards/components/investor/clients-by-destination-section.tsx";
import { InvestorHeadlineFigures } from "#features/dashboards/components/investor/investor-headline-figures.tsx";
import { MonthlyRevenueSection } from "#features/dashboards/components/investor/monthly-revenue-section.tsx";

/** `/investor-dashboard`: aggregates only (the API sends no personal data at all). */
export default function InvestorPage() {
  const query = useInvestorDashboard();
  return (
    <>
      <PageHeader
        title="Investor dashboard"
        description="Revenue, growth and results, measured from the consultancy's own cases."
      />
      <DashboardQuery query={query} what="the investor dashboard">
        {(data) => (
          <div className="flex flex-col gap-4">
            <InvestorHeadlineFigures data={data} />
            <MonthlyRevenueSection months={data.months} />
            <ClientsByDestinationSection destinations={data.clientsByDestination} />
          </div>
        )}
      </DashboardQuery>
    </>
  );
}
