import type { InvestorDashboard } from "@visadesk/contracts/dashboards";
import { BarFigure, CHART_COLORS, LineFigure } from "#features/dashboards/components/charts.tsx";
import { Section } from "#features/dashboards/components/dashboard-parts.tsx";
import { FigureTable } from "#features/dashboards/components/figure-table.tsx";
import { growthText } from "#features/dashboards/components/investor/growth-text.ts";
import { formatMonth } from "#features/dashboards/utils/labels.ts";
import { formatRupees } from "#lib/format.ts";

type Month = InvestorDashboard["months"][number];

/** Revenue, cases filed and visas approved month by month over two years, newest month first in the table. */
export function MonthlyRevenueSection({ months }: { months: Month[] }) {
  // The last month is this one, still under way: its growth on a whole month would read as a collapse.
  const current = months.at(-1)?.month;
  const monthText = (month: string) =>
    month === current ? `${formatMonth(month)} (so far)` : formatMonth(month);
  return (
    <Section
      title="Monthly revenue"
      description="Fees of the deals won each month (India time), and growth on the month before (this month has none until it ends)."
    >
      <BarFigure
        label="Monthly revenue over 24 months"
        data={months}
        x="month"
        xFormat={formatMonth}
        rupees
        series={[{ key: "revenueInr", label: "Revenue", color: CHART_COLORS[0] }]}
      />
      <LineFigure
        label="Cases filed and visas approved per month"
        data={months}
        x="month"
        xFormat={formatMonth}
        series={[
          { key: "casesFiled", label: "Cases filed", color: CHART_COLORS[2] },
          { key: "approved", label: "Visas approved", color: CHART_COLORS[1] },
        ]}
      />
      <FigureTable<Month>
        caption="Monthly figures"
        rows={[...months].reverse()}
        rowKey={(r) => r.month}
        columns={[
          { key: "month", label: "Month", value: (r) => monthText(r.month) },
          { key: "revenue", label: "Revenue (₹)", value: (r) => r.revenueInr, numeric: true },
          {
            key: "growth",
            label: "Growth",
            value: (r) => (r.month === current ? "–" : growthText(r.growth)),
            numeric: true,
          },
          { key: "filed", label: "Cases filed", value: (r) => r.casesFiled, numeric: true },
          { key: "decided", label: "Decisions", value: (r) => r.decided, numeric: true },
          { key: "approved", label: "Approved", value: (r) => r.approved, numeric: true },
        ]}
        render={{ revenue: (r) => formatRupees(r.revenueInr) }}
      />
    </Section>
  );
}
