import { type PointerEvent, useRef, useState } from "react";
import { useBoxSize } from "#features/dashboards/hooks/use-box-size.ts";
import {
  CHAR_WIDTH,
  namedCategories,
  valueTicks,
  wrapWords,
} from "#features/dashboards/utils/chart-scales.ts";
import { formatRupees } from "#lib/format.ts";

// The dashboards' charts, drawn as plain SVG by the page's own code (decision 044): bars and lines over a few dozen
// figures need axes, a grid, a legend and a tooltip, not a charting library (recharts was 110 KB gzipped, half of
// what a dashboard downloaded). Each is a picture of figures that a table beside it gives in full, so the chart is one
// image with a summary for screen readers, not a second table.

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

const AXIS = "#475569";
const GRID = "#e2e8f0";
const FONT_SIZE = 12;
/** Space around the drawing, and what each axis takes beside it. */
const MARGIN = { top: 5, right: 16, bottom: 5, left: 8 } as const;
const VALUE_AXIS_WIDTH = 56;
const CATEGORY_AXIS_WIDTH = 120;
const BOTTOM_AXIS_HEIGHT = 30;
const TICK = 6;
/** Upright bars under this many categories are each named; more are named as many as fit. */
const NAME_EVERY_CATEGORY_UP_TO = 6;
/** The space between categories (a tenth of each side of a category's band) and between a group's bars. */
const CATEGORY_GAP = 0.1;
const BAR_GAP = 4;

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

interface Category {
  name: string;
  values: number[];
}

/** The rows as categories: each one's name and its series' values (a missing figure is zero). */
function categoriesOf<Row>({ data, x, series, xFormat }: ChartProps<Row>): Category[] {
  return (data as unknown as Record<string, unknown>[]).map((row) => {
    const raw = String(row[x] ?? "");
    return { name: xFormat ? xFormat(raw) : raw, values: series.map((s) => Number(row[s.key]) || 0) };
  });
}

/** A bar chart's categories are bands (bars drawn inside), a line chart's are points from one edge to the other. */
type Kind = "bar" | "line";

/** Where things go: the plot's box, each category's centre and width along its axis, a value's distance along its. */
function geometry(kind: Kind, vertical: boolean, width: number, height: number, count: number, top: number) {
  const left = MARGIN.left + (vertical ? CATEGORY_AXIS_WIDTH : VALUE_AXIS_WIDTH);
  const right = width - MARGIN.right;
  const upper = MARGIN.top;
  const lower = height - MARGIN.bottom - BOTTOM_AXIS_HEIGHT;
  const categoryLength = vertical ? lower - upper : right - left;
  const band = kind === "bar" ? categoryLength / Math.max(1, count) : 0;
  const step = kind === "line" && count > 1 ? categoryLength / (count - 1) : 0;
  const categoryStart = vertical ? upper : left;
  const centre = (i: number) =>
    kind === "bar"
      ? categoryStart + band * (i + 0.5)
      : count > 1
        ? categoryStart + step * i
        : categoryStart + categoryLength / 2;
  /** A value's position on its axis: from the left edge (bars lying down) or up from the bottom. */
  const value = (v: number) =>
    vertical ? left + ((right - left) * v) / top : lower - ((lower - upper) * Math.max(0, v)) / top;
  /** The category at a pointer's position along the category axis. */
  const categoryAt = (position: number) => {
    const index =
      kind === "bar"
        ? Math.floor((position - categoryStart) / Math.max(1, band))
        : count > 1
          ? Math.round((position - categoryStart) / step)
          : 0;
    return Math.min(count - 1, Math.max(0, index));
  };
  return { left, right, upper, lower, band, centre, value, categoryAt };
}

function Legend<Row>({ series, kind }: { series: ChartProps<Row>["series"]; kind: Kind }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 pt-2">
      {series.map((s) => (
        <li key={s.key} className="inline-flex items-center gap-1" style={{ color: s.color }}>
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
            {kind === "bar" ? (
              <rect x="0" y="2" width="14" height="10" fill={s.color} />
            ) : (
              <line x1="0" y1="7" x2="14" y2="7" stroke={s.color} strokeWidth="3" />
            )}
          </svg>
          {s.label}
        </li>
      ))}
    </ul>
  );
}

interface Pointer {
  index: number;
  x: number;
  y: number;
}

function Tooltip<Row>({
  category,
  series,
  full,
  pointer,
  width,
  height,
}: {
  category: Category;
  series: ChartProps<Row>["series"];
  full: (v: number) => string;
  pointer: Pointer;
  width: number;
  height: number;
}) {
  // Beside the pointer, on the side with room (a rough box size: measuring it would cost a layout per move).
  const boxWidth = 24 + Math.max(category.name.length, ...series.map((s) => s.label.length + 14)) * 9;
  const boxHeight = 48 + 28 * series.length;
  const left = pointer.x + 10 + boxWidth > width ? Math.max(0, pointer.x - 10 - boxWidth) : pointer.x + 10;
  const top = pointer.y + 10 + boxHeight > height ? Math.max(0, pointer.y - 10 - boxHeight) : pointer.y + 10;
  return (
    <div
      className="pointer-events-none absolute whitespace-nowrap border border-[#ccc] bg-white p-2.5 leading-7"
      style={{ left, top }}
    >
      <p className="text-slate-900">{category.name}</p>
      <ul className="pt-1">
        {series.map((s, i) => (
          <li key={s.key} style={{ color: s.color }}>
            {s.label} : {full(category.values[i] ?? 0)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A category's name beside or under the plot, on two lines or more when it is long (bars lying down). Under the plot,
 * a name at either end is moved inside the chart's `width` rather than cut by its edge.
 */
function CategoryName({
  name,
  x,
  y,
  vertical,
  width,
}: {
  name: string;
  x: number;
  y: number;
  vertical: boolean;
  width: number;
}) {
  if (!vertical) {
    const half = (name.length * CHAR_WIDTH) / 2;
    const [anchor, at] =
      x + half > width
        ? (["end", width] as const)
        : x - half < 0
          ? (["start", 0] as const)
          : (["middle", x] as const);
    return (
      <text x={at} y={y + TICK + 2} dy="0.71em" textAnchor={anchor} fill={AXIS} fontSize={FONT_SIZE}>
        {name}
      </text>
    );
  }
  const lines = wrapWords(name, CATEGORY_AXIS_WIDTH - TICK - 6);
  const lineHeight = FONT_SIZE + 2;
  return (
    <text x={x - TICK - 2} y={y} textAnchor="end" fill={AXIS} fontSize={FONT_SIZE}>
      {lines.map((line, i) => (
        <tspan
          key={i}
          x={x - TICK - 2}
          dy={i === 0 ? `${0.355 * FONT_SIZE - ((lines.length - 1) * lineHeight) / 2}` : lineHeight}
        >
          {line}
        </tspan>
      ))}
    </text>
  );
}

function Plot<Row>({ kind, props }: { kind: Kind; props: ChartProps<Row> }) {
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = useBoxSize(box);
  const [pointer, setPointer] = useState<Pointer | null>(null);
  const vertical = kind === "bar" && props.layout === "vertical";
  const categories = categoriesOf(props);
  const { tick, full } = formats(props);
  const all = categories.flatMap((c) => c.values);
  const ticks = valueTicks(Math.max(0, ...all), all.every(Number.isInteger));
  const top = ticks[ticks.length - 1] ?? 1;
  const g = geometry(kind, vertical, width, height, categories.length, top);
  const named = vertical
    ? new Set(categories.keys())
    : namedCategories(
        categories.map((c) => c.name),
        g.right - g.left,
        kind === "bar" ? NAME_EVERY_CATEGORY_UP_TO : 0,
      );

  function follow(event: PointerEvent<SVGSVGElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    const inside = x >= g.left && x <= g.right && y >= g.upper && y <= g.lower;
    setPointer(inside ? { index: g.categoryAt(vertical ? y : x), x, y } : null);
  }

  const groupLength = g.band * (1 - 2 * CATEGORY_GAP);
  const barLength = Math.max(1, (groupLength - BAR_GAP * (props.series.length - 1)) / props.series.length);
  const active = pointer ? categories[pointer.index] : undefined;

  return (
    <div ref={box} className="relative min-h-0 flex-1">
      {width > 0 && height > 0 && (
        <svg
          width={width}
          height={height}
          aria-hidden="true"
          onPointerMove={follow}
          onPointerLeave={() => setPointer(null)}
          className="block"
        >
          {/* The grid: a dashed line at each value tick and at each named category. */}
          <g stroke={GRID} strokeDasharray="3 3">
            {ticks.map((t) =>
              vertical ? (
                <line key={t} x1={g.value(t)} x2={g.value(t)} y1={g.upper} y2={g.lower} />
              ) : (
                <line key={t} x1={g.left} x2={g.right} y1={g.value(t)} y2={g.value(t)} />
              ),
            )}
            {[...named].map((i) =>
              vertical ? (
                <line key={i} x1={g.left} x2={g.right} y1={g.centre(i)} y2={g.centre(i)} />
              ) : (
                <line key={i} x1={g.centre(i)} x2={g.centre(i)} y1={g.upper} y2={g.lower} />
              ),
            )}
          </g>
          {/* Where the pointer is: the category's band (bars) or a line through its point. */}
          {pointer &&
            (kind === "bar" ? (
              vertical ? (
                <rect
                  x={g.left}
                  y={g.centre(pointer.index) - g.band / 2}
                  width={g.right - g.left}
                  height={g.band}
                  fill="#ccc"
                  fillOpacity={0.4}
                />
              ) : (
                <rect
                  x={g.centre(pointer.index) - g.band / 2}
                  y={g.upper}
                  width={g.band}
                  height={g.lower - g.upper}
                  fill="#ccc"
                  fillOpacity={0.4}
                />
              )
            ) : (
              <line
                x1={g.centre(pointer.index)}
                x2={g.centre(pointer.index)}
                y1={g.upper}
                y2={g.lower}
                stroke="#ccc"
              />
            ))}
          {kind === "bar"
            ? props.series.map((s, k) => (
                <g key={s.key} fill={s.color}>
                  {categories.map((c, i) => {
                    const along = g.centre(i) - groupLength / 2 + k * (barLength + BAR_GAP);
                    const v = c.values[k] ?? 0;
                    if (v <= 0) return null;
                    return vertical ? (
                      <rect key={i} x={g.left} y={along} width={g.value(v) - g.left} height={barLength} />
                    ) : (
                      <rect
                        key={i}
                        x={along}
                        y={g.value(v)}
                        width={barLength}
                        height={g.lower - g.value(v)}
                      />
                    );
                  })}
                </g>
              ))
            : props.series.map((s, k) => (
                <path
                  key={s.key}
                  d={categories
                    .map((c, i) => `${i === 0 ? "M" : "L"}${g.centre(i)},${g.value(c.values[k] ?? 0)}`)
                    .join("")}
                  fill="none"
                  stroke={s.color}
                  strokeWidth={2}
                />
              ))}
          {/* The hovered period's point on each line. */}
          {kind === "line" &&
            pointer &&
            props.series.map((s, k) => (
              <circle
                key={s.key}
                cx={g.centre(pointer.index)}
                cy={g.value(categories[pointer.index]?.values[k] ?? 0)}
                r={4}
                fill={s.color}
                stroke="#fff"
                strokeWidth={2}
              />
            ))}
          {/* The axes: their lines, tick marks and names. */}
          <g stroke={AXIS}>
            <line x1={g.left} x2={g.right} y1={g.lower} y2={g.lower} />
            <line x1={g.left} x2={g.left} y1={g.upper} y2={g.lower} />
          </g>
          {ticks.map((t) =>
            vertical ? (
              <g key={t}>
                <line x1={g.value(t)} x2={g.value(t)} y1={g.lower} y2={g.lower + TICK} stroke={AXIS} />
                <text
                  x={g.value(t)}
                  y={g.lower + TICK + 2}
                  dy="0.71em"
                  textAnchor="middle"
                  fill={AXIS}
                  fontSize={FONT_SIZE}
                >
                  {tick(t)}
                </text>
              </g>
            ) : (
              <g key={t}>
                <line x1={g.left - TICK} x2={g.left} y1={g.value(t)} y2={g.value(t)} stroke={AXIS} />
                <text
                  x={g.left - TICK - 2}
                  y={g.value(t)}
                  dy="0.355em"
                  textAnchor="end"
                  fill={AXIS}
                  fontSize={FONT_SIZE}
                >
                  {tick(t)}
                </text>
              </g>
            ),
          )}
          {categories.map((c, i) =>
            named.has(i) ? (
              <g key={i}>
                {vertical ? (
                  <line x1={g.left - TICK} x2={g.left} y1={g.centre(i)} y2={g.centre(i)} stroke={AXIS} />
                ) : (
                  <line x1={g.centre(i)} x2={g.centre(i)} y1={g.lower} y2={g.lower + TICK} stroke={AXIS} />
                )}
                <CategoryName
                  name={c.name}
                  x={vertical ? g.left : g.centre(i)}
                  y={vertical ? g.centre(i) : g.lower}
                  vertical={vertical}
                  width={width}
                />
              </g>
            ) : null,
          )}
        </svg>
      )}
      {pointer && active && (
        <Tooltip
          category={active}
          series={props.series}
          full={full}
          pointer={pointer}
          width={width}
          height={height}
        />
      )}
    </div>
  );
}

/** True when no series has a figure to draw (an empty range): axes over nothing say less than a sentence. */
function nothingToDraw<Row>(data: ChartProps<Row>["data"], series: ChartProps<Row>["series"]): boolean {
  return (data as unknown as Record<string, unknown>[]).every((row) =>
    series.every((s) => !Number(row[s.key])),
  );
}

function Chart<Row>({ kind, props }: { kind: Kind; props: ChartProps<Row> }) {
  const { label, data, series, height = 260 } = props;
  if (nothingToDraw(data, series))
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
      className="flex w-full min-w-0 flex-col"
    >
      <Plot kind={kind} props={props} />
      {series.length > 1 && <Legend series={series} kind={kind} />}
    </div>
  );
}

/** Bars per category (grouped when there are several series); bars lying down for long category names. */
export function BarFigure<Row>(props: ChartProps<Row>) {
  return <Chart kind="bar" props={props} />;
}

/** Lines over time (periods on the x axis). */
export function LineFigure<Row>(props: ChartProps<Row>) {
  return <Chart kind="line" props={props} />;
}
