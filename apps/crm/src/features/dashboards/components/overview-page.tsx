import { PageHeader } from "#components/page-header.tsx";
import { useOverviewDashboard } from "#features/dashboards/api/get-overview-dashboard.ts";
import { DashboardQuery } from "#features/dashboards/components/dashboard-parts.tsx";
import { CasesAtRiskSection } from "#features/dashboards/components/overview/cases-at-risk-section.tsx";
import { OverviewHeadlineFigures } from "#features/dashboards/components/overview/overview-headline-figures.tsx";
import { SinceYesterdaySection } from "#features/dashboards/components/overview/since-yesterday-section.tsx";
import { StaffWorkloadSection } from "#features/dashboards/components/overview/staff-workload-section.tsx";
import { WonRevenueSection } from "#features/dashboards/components/overview/won-revenue-section.tsx";
import { formatDay } from "#lib/format.ts";

/** `/360-dashboard`: the CEO's morning on one screen. */
export default function OverviewPage() {
  const query = useOverviewDashboard();
  return (
    <>
      <PageHeader
        title="360 dashboard"
        description="The consultancy this morning: demand, revenue, results, risks and who carries the work. Revenue and decisions count on the day they happened; approvals include approved appeals."
      />
      <DashboardQuery query={query} what="the 360 dashboard">
        {(data) => (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-slate-600">As of {formatDay(data.today)} (India time).</p>
            <OverviewHeadlineFigures data={data} />
            <WonRevenueSection revenue={data.revenue} today={data.today} />
            <div className="grid gap-4 xl:grid-cols-2">
              <CasesAtRiskSection risks={data.casesAtRisk} />
              <SinceYesterdaySection sinceYesterday={data.sinceYesterday} asOf={data.asOf} />
            </div>
            <StaffWorkloadSection workload={data.workload} />
          </div>
        )}
      </DashboardQuery>
    </>
  );
}
