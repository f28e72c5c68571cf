import type { InvestorDashboard } from "@visadesk/contracts/dashboards";
import { PageHeader } from "#components/page-header.tsx";
import { useInvestorDashboard } from "#features/dashboards/api/get-investor-dashboard.ts";
import { BarFigure, CHART_COLORS, LineFigure } from "#features/dashboards/components/charts.tsx";
import { DashboardQuery, Section, Stat } from "#features/dashboards/components/dashboard-parts.tsx";
import { FigureTable } from "#features/dashboards/components/figure-table.tsx";
import { formatCount, formatMonth, formatRate } from "#features/dashboards/utils/labels.ts";
import { countryName, formatRupees } from "#lib/format.ts";

type Month = InvestorDashboard["months"][number];

const growthText = (growth: number | null) =>
  growth === null ? "–" : `${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)}%`;

/** `/investor-dashboard`: aggregates only (the API sends no personal data at all). */
export default function InvestorPage() {
  const query = useInvestorDashboard();
  return (
    <>
      <PageHeader
        title="Investor dashboard"
        description="Revenue, growth and results, measured from the consultancy's own cases."
      />
      <DashboardQuery query={query} what="the investor dashboard">
        {(data) => {
          const last12 = data.months.slice(-12);
          const yearRevenue = last12.reduce((s, m) => s + m.revenueInr, 0);
          const priorRevenue = data.months.slice(0, -12).reduce((s, m) => s + m.revenueInr, 0);
          // The last month is this one, still under way: its growth on a whole month would read as a collapse.
          const current = data.months.at(-1)?.month;
          const monthText = (month: string) =>
            month === current ? `${formatMonth(month)} (so far)` : formatMonth(month);
          return (
            <div className="flex flex-col gap-4">
              <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                <Stat
                  label="Revenue, last 12 months"
                  value={formatRupees(yearRevenue)}
                  detail={
                    priorRevenue > 0
                      ? `${growthText(yearRevenue / priorRevenue - 1)} on the 12 months before`
                      : undefined
                  }
                />
                <Stat
                  label="Cases filed, last 12 months"
                  value={formatCount(last12.reduce((s, m) => s + m.casesFiled, 0))}
                />
                <Stat
                  label="Approval rate (all decisions)"
                  value={formatRate(data.approvals.rate)}
                  detail={`${formatCount(data.approvals.approved)} of ${formatCount(data.approvals.decided)}`}
                />
                <Stat
                  label="Refusal appeals won"
                  value={formatRate(data.appeals.rate)}
                  detail={`measured from ${formatCount(data.appeals.decided)} appeals; the site claims ${formatRate(data.appeals.claimedRate)}`}
                />
              </div>
              <Section
                title="Monthly revenue"
                description="Fees of the deals won each month (India time), and growth on the month before (this month has none until it ends)."
              >
                <BarFigure
                  label="Monthly revenue over 24 months"
                  data={data.months}
                  x="month"
                  xFormat={formatMonth}
                  rupees
                  series={[{ key: "revenueInr", label: "Revenue", color: CHART_COLORS[0] }]}
                />
                <LineFigure
                  label="Cases filed and visas approved per month"
                  data={data.months}
                  x="month"
                  xFormat={formatMonth}
                  series={[
                    { key: "casesFiled", label: "Cases filed", color: CHART_COLORS[2] },
                    { key: "approved", label: "Visas approved", color: CHART_COLORS[1] },
                  ]}
                />
                <FigureTable<Month>
                  caption="Monthly figures"
                  rows={[...data.months].reverse()}
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
              <Section title="Clients by destination">
                <BarFigure
                  label="Clients by destination"
                  data={data.clientsByDestination
                    .slice(0, 12)
                    .map((d) => ({ ...d, name: countryName(d.country) }))}
                  x="name"
                  layout="vertical"
                  height={Math.max(160, Math.min(12, data.clientsByDestination.length) * 32)}
                  series={[{ key: "clients", label: "Clients", color: CHART_COLORS[5] }]}
                />
                <FigureTable
                  caption="Clients by destination"
                  rows={data.clientsByDestination}
                  rowKey={(r) => r.country}
                  columns={[
                    { key: "country", label: "Destination", value: (r) => countryName(r.country) },
                    { key: "clients", label: "Clients", value: (r) => r.clients, numeric: true },
                  ]}
                />
              </Section>
            </div>
          );
        }}
      </DashboardQuery>
    </>
  );
}
