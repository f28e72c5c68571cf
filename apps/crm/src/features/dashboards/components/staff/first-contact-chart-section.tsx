import type { StaffDashboard } from "@visadesk/contracts/dashboards";
import { BarFigure, CHART_COLORS, staffChartHeight } from "#features/dashboards/components/charts.tsx";
import { Section } from "#features/dashboards/components/dashboard-parts.tsx";

/** Each person's median hours from a new enquiry to its first contact, as bars. */
export function FirstContactChartSection({ staff }: { staff: StaffDashboard["staff"] }) {
  return (
    <Section
      title="Time to first contact"
      description="Median hours from a new enquiry to the first contact."
    >
      <BarFigure
        label="Median hours to first contact per staff member"
        // Only those with a first contact in the range: nobody contacted is not "0 h" (the table's "–").
        data={staff.flatMap((s) =>
          s.medianFirstContactHours === null ? [] : [{ ...s, hours: s.medianFirstContactHours }],
        )}
        x="name"
        // One bar a person, named beside it: names under upright bars ran into each other on a phone.
        layout="vertical"
        height={staffChartHeight(staff.length)}
        yFormat={(v) => `${v} h`}
        series={[{ key: "hours", label: "Median hours", color: CHART_COLORS[2] }]}
      />
    </Section>
  );
}
