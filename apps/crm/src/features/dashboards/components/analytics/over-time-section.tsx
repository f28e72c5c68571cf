import { casesDecided, dealsWon, enquiriesReceived, periodSpan } from "@visadesk/contracts/dashboard-lists";
import type { AnalyticsDashboard } from "@visadesk/contracts/dashboards";
import { BarFigure, CHART_COLORS, LineFigure } from "#features/dashboards/components/charts.tsx";
import { CountLink, Section } from "#features/dashboards/components/dashboard-parts.tsx";
import { FigureTable } from "#features/dashboards/components/figure-table.tsx";
import { figureLink, formatPeriod } from "#features/dashboards/utils/labels.ts";
import { formatRupees } from "#lib/format.ts";

/** The range week by week (or month by month): two charts and the table of their figures, each opening its list. */
export function OverTimeSection({
  series,
  range,
}: {
  series: AnalyticsDashboard["series"];
  range: AnalyticsDashboard["range"];
}) {
  const { by, from, to } = range;
  const period = (p: string) => formatPeriod(p, by);
  const span = (p: string) => periodSpan(p, by, from, to);
  // The range's first and last periods may hold only some of their days (this week so far): said in the
  // table, so that their lower figures do not read as a fall.
  const periodText = (p: string) => {
    const inRange = span(p);
    const whole = periodSpan(p, by, p, "9999-12-31");
    return inRange.from === whole.from && inRange.to === whole.to ? period(p) : `${period(p)} (part)`;
  };
  return (
    <Section title={`Over time, by ${by}`}>
      <LineFigure
        label={`Enquiries, leads and deals won per ${by}`}
        data={series}
        x="period"
        xFormat={period}
        series={[
          { key: "enquiries", label: "Enquiries", color: CHART_COLORS[0] },
          { key: "leads", label: "Leads", color: CHART_COLORS[1] },
          { key: "won", label: "Deals won", color: CHART_COLORS[2] },
          { key: "approved", label: "Visas approved", color: CHART_COLORS[3] },
        ]}
      />
      <BarFigure
        label={`Won revenue per ${by}`}
        data={series}
        x="period"
        xFormat={period}
        rupees
        series={[{ key: "revenueInr", label: "Won revenue", color: CHART_COLORS[1] }]}
      />
      <FigureTable
        caption={`Figures per ${by}`}
        rows={series}
        rowKey={(r) => r.period}
        columns={[
          { key: "period", label: by === "week" ? "Week" : "Month", value: (r) => periodText(r.period) },
          { key: "enquiries", label: "Enquiries", value: (r) => r.enquiries, numeric: true },
          { key: "leads", label: "Leads", value: (r) => r.leads, numeric: true },
          { key: "won", label: "Deals won", value: (r) => r.won, numeric: true },
          { key: "revenue", label: "Won revenue (₹)", value: (r) => r.revenueInr, numeric: true },
          { key: "approved", label: "Visas approved", value: (r) => r.approved, numeric: true },
        ]}
        render={{
          enquiries: (r) => {
            const s = span(r.period);
            return (
              <CountLink
                to={figureLink(enquiriesReceived(s.from, s.to))}
                value={r.enquiries}
                label={`enquiries, ${period(r.period)}`}
              />
            );
          },
          leads: (r) => {
            const s = span(r.period);
            return (
              <CountLink
                to={figureLink({ record: "lead", query: s })}
                value={r.leads}
                label={`leads, ${period(r.period)}`}
              />
            );
          },
          won: (r) => {
            const s = span(r.period);
            return (
              <CountLink
                to={figureLink(dealsWon(s.from, s.to, true))}
                value={r.won}
                label={`deals won, ${period(r.period)}`}
              />
            );
          },
          revenue: (r) => {
            const s = span(r.period);
            return (
              <CountLink
                to={figureLink(dealsWon(s.from, s.to, true))}
                value={r.revenueInr}
                text={formatRupees(r.revenueInr)}
                label={`deals won, ${period(r.period)}`}
              />
            );
          },
          approved: (r) => {
            const s = span(r.period);
            return (
              <CountLink
                to={figureLink(casesDecided(s.from, s.to, { decision: "approved" }))}
                value={r.approved}
                label={`visas approved, ${period(r.period)}`}
              />
            );
          },
        }}
      />
    </Section>
  );
}
