import { stageList } from "@visadesk/contracts/dashboard-lists";
import type { WorkflowDashboard } from "@visadesk/contracts/dashboards";
import { PIPELINE_RECORDS } from "@visadesk/contracts/values/dashboards";
import { CountLink, Section } from "#features/dashboards/components/dashboard-parts.tsx";
import { FigureTable } from "#features/dashboards/components/figure-table.tsx";
import { figureLink, RECORD_LABELS, RECORD_PLURALS, statusLabel } from "#features/dashboards/utils/labels.ts";

type Stage = WorkflowDashboard["stages"][number];

/** Every pipeline record by its state today, one table per kind of record, with how many are stuck. */
export function StagesSection({ stages }: { stages: Stage[] }) {
  return (
    <Section
      title="By stage now"
      description="Every record by its state today; stuck means no change for the days shown."
    >
      <div className="grid gap-4 xl:grid-cols-2">
        {PIPELINE_RECORDS.map((record) => {
          const rows = stages.filter((s) => s.record === record);
          return (
            <FigureTable<Stage>
              key={record}
              caption={`${RECORD_PLURALS[record]} by stage`}
              rows={rows}
              rowKey={(r) => r.status}
              columns={[
                { key: "status", label: "Stage", value: (r) => statusLabel(r.status) },
                { key: "count", label: "Records", value: (r) => r.count, numeric: true },
                {
                  key: "stuck",
                  label: "Stuck",
                  value: (r) => (r.stuckAfterDays === null ? null : r.stuck),
                  numeric: true,
                },
                {
                  key: "after",
                  label: "Stuck after",
                  value: (r) => (r.stuckAfterDays === null ? null : `${r.stuckAfterDays} days`),
                },
              ]}
              render={{
                count: (r) => (
                  <CountLink
                    to={figureLink(stageList(record, r.status))}
                    value={r.count}
                    label={`${statusLabel(r.status)} ${RECORD_LABELS[record]}`}
                  />
                ),
                stuck: (r) =>
                  r.stuckAfterDays === null ? (
                    "–"
                  ) : (
                    <CountLink
                      to={figureLink(stageList(record, r.status, true))}
                      value={r.stuck}
                      label={`stuck ${statusLabel(r.status)}`}
                    />
                  ),
              }}
            />
          );
        })}
      </div>
    </Section>
  );
}
