import type { StaffDashboard } from "@visadesk/contracts/dashboards";
import { BarFigure, CHART_COLORS } from "#features/dashboards/components/charts.tsx";
import { Section } from "#features/dashboards/components/dashboard-parts.tsx";

/** The fees of the deals each person won in the range, as bars. */
export function RevenueWonChartSection({ staff }: { staff: StaffDashboard["staff"] }) {
  return (
    <Section title="Revenue won" description="Fees of the deals each person won in the range.">
      <BarFigure
        label="Revenue won per staff member"
        data={staff}
        x="name"
        rupees
        series={[{ key: "revenueInr", label: "Revenue won", color: CHART_COLORS[1] }]}
      />
    </Section>
  );
}
