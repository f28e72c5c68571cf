import { overdueFollowUps } from "@visadesk/contracts/dashboard-lists";
import type { WorkflowDashboard } from "@visadesk/contracts/dashboards";
import { CountLink, Section } from "#features/dashboards/components/dashboard-parts.tsx";
import { FigureTable } from "#features/dashboards/components/figure-table.tsx";
import { figureLink } from "#features/dashboards/utils/labels.ts";

type Overdue = WorkflowDashboard["overdueFollowUps"][number];

/** Open leads past their follow-up day, per staff member, each count opening that person's list. */
export function OverdueFollowUpsSection({ overdue }: { overdue: Overdue[] }) {
  return (
    <Section
      title="Overdue follow-ups"
      description="Open leads whose follow-up day has passed, by staff member."
    >
      <FigureTable<Overdue>
        caption="Overdue follow-ups by staff member"
        rows={overdue}
        rowKey={(r) => r.assignee?.username ?? "nobody"}
        empty="No follow-up is overdue."
        columns={[
          { key: "assignee", label: "Staff member", value: (r) => r.assignee?.name ?? "Nobody" },
          { key: "count", label: "Overdue", value: (r) => r.count, numeric: true },
        ]}
        render={{
          count: (r) => (
            <CountLink
              to={figureLink(overdueFollowUps(r.assignee?.username ?? null))}
              value={r.count}
              label="overdue follow-ups"
            />
          ),
        }}
      />
    </Section>
  );
}
