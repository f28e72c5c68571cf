import { funnelStepList } from "@visadesk/contracts/dashboard-lists";
import type { WorkflowDashboard } from "@visadesk/contracts/dashboards";
import { BarFigure, CHART_COLORS } from "#features/dashboards/components/charts.tsx";
import { CountLink, Section } from "#features/dashboards/components/dashboard-parts.tsx";
import { FigureTable } from "#features/dashboards/components/figure-table.tsx";
import { figureLink, formatRate, STEP_LABELS } from "#features/dashboards/utils/labels.ts";
import { formatDay } from "#lib/format.ts";

type Funnel = WorkflowDashboard["funnel"][number];

/** The records that reached each step of the pipeline in the range, each count opening its list. */
export function PipelineFunnelSection({ data }: { data: WorkflowDashboard }) {
  // Each step counts the records that reached it in the range, so a step can pass the one before (an appeal opens a
  // case without a new win; a deal won in the range may have been quoted before it): no rate is shown there, where
  // the API's capped 100% would mislead.
  const rows = data.funnel.map((f, i) => ({
    ...f,
    label: STEP_LABELS[f.step],
    conversion: i > 0 && f.count > (data.funnel[i - 1]?.count ?? 0) ? null : f.conversion,
  }));
  return (
    <Section
      title="Pipeline funnel"
      description={`Records that reached each step between ${formatDay(data.range.from)} and ${formatDay(data.range.to)}; a step that passes the one before has no rate.`}
    >
      <BarFigure
        label="Pipeline funnel: records reaching each step in the range"
        data={rows}
        x="label"
        layout="vertical"
        height={320}
        series={[{ key: "count", label: "Records", color: CHART_COLORS[0] }]}
      />
      <FigureTable<Funnel & { label: string }>
        caption="Pipeline funnel"
        rows={rows}
        rowKey={(r) => r.step}
        columns={[
          { key: "step", label: "Step", value: (r) => r.label },
          { key: "count", label: "Records", value: (r) => r.count, numeric: true },
          {
            key: "conversion",
            label: "From the step before",
            value: (r) => formatRate(r.conversion),
            numeric: true,
          },
        ]}
        render={{
          count: (r) => (
            <CountLink
              to={figureLink(funnelStepList(r.step, data.range.from, data.range.to))}
              value={r.count}
              label={r.label}
            />
          ),
        }}
      />
    </Section>
  );
}
