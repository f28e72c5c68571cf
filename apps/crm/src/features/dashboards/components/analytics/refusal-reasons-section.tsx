import { casesRefusedFor } from "@visadesk/contracts/dashboard-lists";
import type { AnalyticsDashboard } from "@visadesk/contracts/dashboards";
import { BarFigure, CHART_COLORS } from "#features/dashboards/components/charts.tsx";
import { CountLink, Section } from "#features/dashboards/components/dashboard-parts.tsx";
import { FigureTable } from "#features/dashboards/components/figure-table.tsx";
import { figureLink, statusLabel } from "#features/dashboards/utils/labels.ts";

/** Why the cases decided in the range were refused, each count opening the refused cases. */
export function RefusalReasonsSection({
  reasons,
  from,
  to,
}: {
  reasons: AnalyticsDashboard["refusalReasons"];
  from: string;
  to: string;
}) {
  return (
    <Section title="Refusal reasons" description="Why the refused cases decided in the range were refused.">
      <BarFigure
        label="Refusals by reason"
        data={reasons.map((r) => ({ ...r, reason: statusLabel(r.code) }))}
        x="reason"
        layout="vertical"
        height={Math.max(140, reasons.length * 36)}
        series={[{ key: "count", label: "Refusals", color: CHART_COLORS[4] }]}
      />
      <FigureTable
        caption="Refusal reasons"
        rows={reasons}
        rowKey={(r) => r.code}
        empty="No refusal in this range."
        columns={[
          { key: "reason", label: "Reason", value: (r) => statusLabel(r.code) },
          { key: "count", label: "Refusals", value: (r) => r.count, numeric: true },
        ]}
        render={{
          count: (r) => (
            <CountLink
              to={figureLink(casesRefusedFor(r.code, from, to))}
              value={r.count}
              label={`refused for ${statusLabel(r.code).toLowerCase()}`}
            />
          ),
        }}
      />
    </Section>
  );
}
