import { stageList } from "@visadesk/contracts/dashboard-lists";
import type { WorkflowDashboard } from "@visadesk/contracts/dashboards";
import { CountLink, Section } from "#features/dashboards/components/dashboard-parts.tsx";
import { FigureTable } from "#features/dashboards/components/figure-table.tsx";
import { figureLink, statusLabel } from "#features/dashboards/utils/labels.ts";

/** The passports we hold, by delivery stage, each count opening its deliveries. */
export function PassportCustodySection({ custody }: { custody: WorkflowDashboard["custody"] }) {
  return (
    <Section title="Passports in our custody">
      <FigureTable
        caption="Passports by delivery stage"
        rows={custody}
        rowKey={(r) => r.status}
        columns={[
          { key: "status", label: "Stage", value: (r) => statusLabel(r.status) },
          { key: "count", label: "Passports", value: (r) => r.count, numeric: true },
        ]}
        render={{
          count: (r) => (
            <CountLink
              to={figureLink(stageList("delivery", r.status))}
              value={r.count}
              label={statusLabel(r.status)}
            />
          ),
        }}
      />
    </Section>
  );
}
