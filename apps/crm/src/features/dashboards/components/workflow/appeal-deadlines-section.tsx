import type { WorkflowDashboard } from "@visadesk/contracts/dashboards";
import { Section } from "#features/dashboards/components/dashboard-parts.tsx";
import {
  assignedToFigureColumn,
  caseFigureColumn,
  renderCaseLink,
} from "#features/dashboards/components/figure-columns.tsx";
import { FigureTable } from "#features/dashboards/components/figure-table.tsx";
import { formatDay } from "#lib/format.ts";

type Deadline = WorkflowDashboard["appealDeadlines"][number];

/** Refused cases whose appeal must be lodged soon, and whether it has started. */
export function AppealDeadlinesSection({ deadlines }: { deadlines: Deadline[] }) {
  return (
    <Section
      title="Appeal deadlines"
      description="Refused cases whose appeal must be lodged in the next 14 days."
    >
      <FigureTable<Deadline>
        caption="Appeal deadlines"
        rows={deadlines}
        rowKey={(r) => r.caseId}
        empty="No appeal deadline in the next 14 days."
        columns={[
          caseFigureColumn(),
          { key: "deadline", label: "Deadline", value: (r) => formatDay(r.deadlineOn) },
          { key: "days", label: "Days left", value: (r) => r.daysLeft, numeric: true },
          { key: "appeal", label: "Appeal", value: (r) => (r.appealStarted ? "Started" : "Not started") },
          assignedToFigureColumn(),
        ]}
        render={{ case: renderCaseLink }}
      />
    </Section>
  );
}
