import type { StaffDashboard } from "@visadesk/contracts/dashboards";
import { BarFigure, CHART_COLORS, staffChartHeight } from "#features/dashboards/components/charts.tsx";
import { Section } from "#features/dashboards/components/dashboard-parts.tsx";

/** The fees of the deals each person won in the range, as bars. */
export function RevenueWonChartSection({ staff }: { staff: StaffDashboard["staff"] }) {
  return (
    <Section title="Revenue won" description="Fees of the deals each person won in the range.">
      <BarFigure
        label="Revenue won per staff member"
        data={staff}
        x="name"
        // One bar a person, named beside it: names under upright bars ran into each other on a phone.
        layout="vertical"
        height={staffChartHeight(staff.length)}
        rupees
        series={[{ key: "revenueInr", label: "Revenue won", color: CHART_COLORS[1] }]}
      />
    </Section>
  );
}
