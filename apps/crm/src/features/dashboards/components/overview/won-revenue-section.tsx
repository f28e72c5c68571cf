import { dealsWon, revenueMonthRanges } from "@visadesk/contracts/dashboard-lists";
import type { OverviewDashboard } from "@visadesk/contracts/dashboards";
import { BarFigure, CHART_COLORS } from "#features/dashboards/components/charts.tsx";
import { CountLink, Section } from "#features/dashboards/components/dashboard-parts.tsx";
import { FigureTable } from "#features/dashboards/components/figure-table.tsx";
import { figureLink, formatMonth } from "#features/dashboards/utils/labels.ts";
import { formatRupees } from "#lib/format.ts";

/** "+12% on last month" style comparison, or nothing to compare with. */
function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? "no change" : "up from nothing";
  const pct = Math.round((now / before - 1) * 100);
  return `${pct >= 0 ? "+" : ""}${pct}%`;
}

type RevenueRange = { from: string; to: string };
interface RevenueRow {
  /** The month as the table says it ("Oct 2026 (last month)"); the chart's axis says `month` alone. */
  label: string;
  month: string;
  whole: number;
  toDate: number;
  wholeRange: RevenueRange;
  toDateRange: RevenueRange;
}

/** Rupees that open the deals won in `range` (still won), whose fees add up to them. */
function RevenueLink({ value, range, label }: { value: number; range: RevenueRange; label: string }) {
  return (
    <CountLink
      to={figureLink(dealsWon(range.from, range.to, true))}
      value={value}
      text={formatRupees(value)}
      label={label}
    />
  );
}

/** This month's won fees beside last month's and a year ago's, whole and up to today's date. */
export function WonRevenueSection({
  revenue,
  today,
}: {
  revenue: OverviewDashboard["revenue"];
  today: string;
}) {
  const month = formatMonth(revenue.month);
  const ranges = revenueMonthRanges(today);
  const rows: RevenueRow[] = [
    {
      label: `${month} (this month)`,
      month,
      whole: revenue.thisMonth,
      toDate: revenue.thisMonth,
      wholeRange: ranges.thisMonth,
      toDateRange: ranges.thisMonth,
    },
    {
      label: `${formatMonth(ranges.lastMonth.from)} (last month)`,
      month: formatMonth(ranges.lastMonth.from),
      whole: revenue.lastMonth,
      toDate: revenue.lastMonthToDate,
      wholeRange: ranges.lastMonth,
      toDateRange: ranges.lastMonthToDate,
    },
    {
      label: `${formatMonth(ranges.sameMonthLastYear.from)} (same month last year)`,
      month: formatMonth(ranges.sameMonthLastYear.from),
      whole: revenue.sameMonthLastYear,
      toDate: revenue.sameMonthLastYearToDate,
      wholeRange: ranges.sameMonthLastYear,
      toDateRange: ranges.sameMonthLastYearToDate,
    },
  ];
  return (
    <Section
      title="Won revenue"
      description={`Fees of the deals won in ${month} so far: ${change(revenue.thisMonth, revenue.lastMonthToDate)} on the same days of last month, ${change(revenue.thisMonth, revenue.sameMonthLastYearToDate)} on the same days a year ago.`}
    >
      <BarFigure
        label="Won revenue this month, last month and the same month last year"
        data={rows}
        x="month"
        rupees
        series={[
          { key: "toDate", label: "Up to today's date", color: CHART_COLORS[0] },
          { key: "whole", label: "Whole month", color: CHART_COLORS[1] },
        ]}
      />
      <FigureTable
        caption="Won revenue by month"
        rows={rows}
        rowKey={(r) => r.label}
        columns={[
          { key: "label", label: "Month", value: (r) => r.label },
          { key: "toDate", label: "Up to today's date (₹)", value: (r) => r.toDate, numeric: true },
          { key: "whole", label: "Whole month (₹)", value: (r) => r.whole, numeric: true },
        ]}
        render={{
          toDate: (r) => (
            <RevenueLink
              value={r.toDate}
              range={r.toDateRange}
              label={`deals won, ${r.label}, up to today's date`}
            />
          ),
          whole: (r) => <RevenueLink value={r.whole} range={r.wholeRange} label={`deals won, ${r.label}`} />,
        }}
      />
    </Section>
  );
}
