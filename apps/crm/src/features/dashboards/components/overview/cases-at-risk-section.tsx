import type { OverviewDashboard } from "@visadesk/contracts/dashboards";
import { Section } from "#features/dashboards/components/dashboard-parts.tsx";
import {
  assignedToFigureColumn,
  caseFigureColumn,
  renderCaseLink,
} from "#features/dashboards/components/figure-columns.tsx";
import { FigureTable } from "#features/dashboards/components/figure-table.tsx";
import { formatDay } from "#lib/format.ts";

type Risk = OverviewDashboard["casesAtRisk"][number];

const RISK_LABELS: Record<Risk["risk"], string> = {
  appeal_deadline: "Appeal deadline close, no appeal yet",
  appointment_documents_missing: "Appointment soon, documents missing",
  stuck: "No progress for weeks",
};

/** The cases that need someone today, and why. */
export function CasesAtRiskSection({ risks }: { risks: Risk[] }) {
  return (
    <Section
      title="Cases at risk"
      description="Deadlines within a week, appointments with documents missing, and cases without progress."
    >
      <FigureTable<Risk>
        caption="Cases at risk"
        rows={risks}
        rowKey={(r) => `${r.caseId}-${r.risk}`}
        empty="No case is at risk."
        columns={[
          caseFigureColumn(),
          { key: "risk", label: "Why", value: (r) => RISK_LABELS[r.risk] },
          { key: "due", label: "Due", value: (r) => (r.dueOn ? formatDay(r.dueOn) : null) },
          assignedToFigureColumn(),
        ]}
        render={{ case: renderCaseLink }}
      />
    </Section>
  );
}
