import { PageHeader } from "#components/page-header.tsx";
import { useStaffDashboard } from "#features/dashboards/api/get-staff-dashboard.ts";
import { DashboardQuery } from "#features/dashboards/components/dashboard-parts.tsx";
import { RangeControl } from "#features/dashboards/components/range-control.tsx";
import { FirstContactChartSection } from "#features/dashboards/components/staff/first-contact-chart-section.tsx";
import { PerStaffMemberSection } from "#features/dashboards/components/staff/per-staff-member-section.tsx";
import { RevenueWonChartSection } from "#features/dashboards/components/staff/revenue-won-chart-section.tsx";
import { useDashboardRange } from "#features/dashboards/hooks/use-dashboard-range.ts";
import { formatDay } from "#lib/format.ts";

/** `/staff-performance`: per staff member, over the chosen range. */
export default function StaffPerformancePage() {
  const { range } = useDashboardRange();
  const query = useStaffDashboard(range);
  return (
    <>
      <PageHeader
        title="Staff performance"
        description="Who answers quickly, who converts, and whose follow-ups are slipping."
      />
      <DashboardQuery query={query} what="staff performance">
        {(data) => (
          <div className="flex flex-col gap-4">
            <RangeControl {...data.range} periods={false} />
            <p className="text-sm text-slate-600">
              Leads created from {formatDay(data.range.from)} to {formatDay(data.range.to)}; first contact is
              the lead's first change of state after it came in.
            </p>
            <div className="grid gap-4 xl:grid-cols-2">
              <FirstContactChartSection staff={data.staff} />
              <RevenueWonChartSection staff={data.staff} />
            </div>
            <PerStaffMemberSection staff={data.staff} range={data.range} />
          </div>
        )}
      </DashboardQuery>
    </>
  );
}
