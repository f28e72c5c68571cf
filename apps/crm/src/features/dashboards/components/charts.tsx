import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatRupees } from "#lib/format.ts";

// The dashboards' charts (recharts, in the dashboards' own lazy chunk). Each is a picture of figures that a table
// beside it gives in full, so the chart is one image with a summary for screen readers, not a second table.

export interface Series<Row> {
  key: keyof Row & string;
  label: string;
  color: string;
}

export interface ChartProps<Row> {
  /** What the chart shows, read by screen readers (the table beside it has the figures). */
  label: string;
  data: readonly Row[];
  x: keyof Row & string;
  series: readonly Series<Row>[];
  xFormat?: (value: string) => string;
  yFormat?: (value: number) => string;
  /** The values are rupees: the axis says them short ("₹4.5L", so they fit its width), the tooltip in full. */
  rupees?: boolean;
  height?: number;
  layout?: "horizontal" | "vertical";
}

/** A chart with one horizontal bar per person: tall enough for each name and bar, whatever the team's size. */
export const staffChartHeight = (people: number): number => Math.max(160, 40 * people + 48);

/** Colours with at least 3:1 contrast on white, told apart by the legend's names too. */
export const CHART_COLORS = ["#1d4ed8", "#15803d", "#b45309", "#7e22ce", "#be123c", "#0f766e"] as const;

const compact = new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 });
const compactRupees = new Intl.NumberFormat("en-IN", {
  notation: "compact",
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** How a chart says a value on its axis and in its tooltip. */
function formats<Row>({ yFormat, rupees }: Pick<ChartProps<Row>, "yFormat" | "rupees">) {
  if (rupees) return { tick: (v: number) => compactRupees.format(v), full: (v: number) => formatRupees(v) };
  const format = yFormat ?? ((v: number) => compact.format(v));
  return { tick: format, full: format };
}

/** The legend in the series' order, the bars' order (recharts sorts it by name by default). */
const inOrder =
  <Row,>(series: ChartProps<Row>["series"]) =>
  (item: { value?: unknown }) =>
    series.findIndex((s) => s.label === item.value);

/** True when no series has a figure to draw (an empty range): axes over nothing say less than a sentence. */
function nothingToDraw<Row>(data: ChartProps<Row>["data"], series: ChartProps<Row>["series"]): boolean {
  return (data as unknown as Record<string, unknown>[]).every((row) =>
    series.every((s) => !Number(row[s.key])),
  );
}

function Frame({
  label,
  height,
  empty,
  children,
}: {
  label: string;
  height: number;
  empty: boolean;
  children: React.ReactElement;
}) {
  if (empty)
    return (
      <p className="rounded-md border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
        Nothing to draw for {label.charAt(0).toLowerCase() + label.slice(1)} yet: every figure is zero.
      </p>
    );
  return (
    <div
      role="img"
      aria-label={`${label} (the figures are in the table below)`}
      style={{ height }}
      className="w-full min-w-0"
    >
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** Bars per category (grouped when there are several series); horizontal bars for long category names. */
/**
 * Only the fields a chart draws: recharts spreads each entry's fields onto its SVG shapes, so a row's `role` (a staff
 * member's) became an invalid ARIA role on every bar.
 */
function chartData<Row>(
  data: ChartProps<Row>["data"],
  x: ChartProps<Row>["x"],
  series: ChartProps<Row>["series"],
) {
  return (data as unknown as Record<string, unknown>[]).map((row) =>
    Object.fromEntries([String(x), ...series.map((s) => String(s.key))].map((key) => [key, row[key]])),
  );
}

export function BarFigure<Row>({
  label,
  data,
  x,
  series,
  xFormat,
  yFormat,
  rupees,
  height = 260,
  layout = "horizontal",
}: ChartProps<Row>) {
  const vertical = layout === "vertical";
  const { tick, full } = formats({ yFormat, rupees });
  return (
    <Frame label={label} height={height} empty={nothingToDraw(data, series)}>
      <BarChart
        data={chartData(data, x, series)}
        layout={vertical ? "vertical" : "horizontal"}
        accessibilityLayer={false}
        margin={{ left: 8, right: 16 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        {vertical ? (
          <>
            <XAxis type="number" tickFormatter={tick} stroke="#475569" fontSize={12} />
            <YAxis
              type="category"
              dataKey={String(x)}
              width={120}
              tickFormatter={xFormat}
              stroke="#475569"
              fontSize={12}
            />
          </>
        ) : (
          <>
            {/* Every category named when there are few (the staff), else as many as fit. */}
            <XAxis
              dataKey={String(x)}
              tickFormatter={xFormat}
              stroke="#475569"
              fontSize={12}
              interval={data.length <= 6 ? 0 : "preserveEnd"}
            />
            <YAxis tickFormatter={tick} stroke="#475569" fontSize={12} width={56} />
          </>
        )}
        <Tooltip
          formatter={(v) => (typeof v === "number" ? full(v) : String(v))}
          labelFormatter={(l) => (xFormat ? xFormat(String(l)) : String(l))}
        />
        {series.length > 1 && <Legend itemSorter={inOrder(series)} />}
        {series.map((s) => (
          <Bar key={s.key} dataKey={String(s.key)} name={s.label} fill={s.color} isAnimationActive={false} />
        ))}
      </BarChart>
    </Frame>
  );
}

/** Lines over time (periods on the x axis). */
export function LineFigure<Row>({
  label,
  data,
  x,
  series,
  xFormat,
  yFormat,
  rupees,
  height = 260,
}: ChartProps<Row>) {
  const { tick, full } = formats({ yFormat, rupees });
  return (
    <Frame label={label} height={height} empty={nothingToDraw(data, series)}>
      <LineChart
        data={data as unknown as Record<string, unknown>[]}
        accessibilityLayer={false}
        margin={{ left: 8, right: 16 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey={String(x)} tickFormatter={xFormat} stroke="#475569" fontSize={12} />
        <YAxis tickFormatter={tick} stroke="#475569" fontSize={12} width={56} />
        <Tooltip
          formatter={(v) => (typeof v === "number" ? full(v) : String(v))}
          labelFormatter={(l) => (xFormat ? xFormat(String(l)) : String(l))}
        />
        {series.length > 1 && <Legend itemSorter={inOrder(series)} />}
        {series.map((s) => (
          <Line
            key={s.key}
            dataKey={String(s.key)}
            name={s.label}
            stroke={s.color}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </Frame>
  );
}
