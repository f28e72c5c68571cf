import {
  attributionEnquiries,
  casesDecided,
  casesRefusedFor,
  dealsWon,
  enquiriesReceived,
  type FirstTouchFigure,
  firstTouchList,
  periodSpan,
} from "@visadesk/contracts/dashboard-lists";
import type { AttributionDimension } from "@visadesk/contracts/dashboards";
import { ATTRIBUTION_DIMENSIONS } from "@visadesk/contracts/values/dashboards";
import { PageHeader } from "#components/page-header.tsx";
import { useAnalyticsDashboard } from "#features/dashboards/api/get-analytics-dashboard.ts";
import { BarFigure, CHART_COLORS, LineFigure } from "#features/dashboards/components/charts.tsx";
import {
  CountLink,
  DashboardQuery,
  Section,
  Stat,
} from "#features/dashboards/components/dashboard-parts.tsx";
import { FigureTable } from "#features/dashboards/components/figure-table.tsx";
import { KeyedFiguresTable } from "#features/dashboards/components/keyed-figures-table.tsx";
import { RangeControl } from "#features/dashboards/components/range-control.tsx";
import { useDashboardRange } from "#features/dashboards/hooks/use-dashboard-range.ts";
import {
  figureLink,
  formatCount,
  formatPeriod,
  formatRate,
  statusLabel,
} from "#features/dashboards/utils/labels.ts";
import { countryName, formatDay, formatRupees, humanise } from "#lib/format.ts";

const DIMENSION_LABELS: Record<AttributionDimension, string> = {
  source: "Ad source",
  campaign: "Campaign",
  keyword: "Search keyword",
  city: "City",
  personalisation: "Landing shown",
};

/**
 * How the breakdowns count (decision 031): by cohort, so a campaign is credited with what its clients became even
 * when they win or are approved after the range; the header and the rows per period count by event.
 */
const BY_FIRST_TOUCH =
  "Counted by first enquiry: each lead and what it became (deals won, fees, visas approved, approved appeals included) counts once, under the first enquiry it ever made, when that enquiry falls in the range, whenever the deal was won or the visa approved.";

/** `/analytics`: from the ad keyword to revenue and approved visas, over the chosen range. */
export default function AnalyticsPage() {
  const { range } = useDashboardRange();
  const query = useAnalyticsDashboard(range);
  return (
    <>
      <PageHeader
        title="Analytics"
        description="Which sources, campaigns and keywords bring enquiries that become paying clients and approved visas."
      />
      <DashboardQuery query={query} what="the analytics">
        {(data) => {
          const by = data.range.by;
          const period = (p: string) => formatPeriod(p, by);
          const keywords = data.attribution.keyword.slice(0, 10);
          const { from, to } = data.range;
          const enquiriesOf = (dimension: Parameters<typeof attributionEnquiries>[0]) => (key: string) =>
            figureLink(attributionEnquiries(dimension, key, from, to));
          // Leads and what they became count under each lead's first enquiry: their lists join that first touch.
          const firstTouchOf =
            (dimension: Parameters<typeof attributionEnquiries>[0]) =>
            (figure: FirstTouchFigure, key: string) =>
              figureLink(firstTouchList(figure, from, to, { dimension, key }));
          const span = (p: string) => periodSpan(p, by, from, to);
          // The range's first and last periods may hold only some of their days (this week so far): said in the
          // table, so that their lower figures do not read as a fall.
          const periodText = (p: string) => {
            const inRange = span(p);
            const whole = periodSpan(p, by, p, "9999-12-31");
            return inRange.from === whole.from && inRange.to === whole.to ? period(p) : `${period(p)} (part)`;
          };
          return (
            <div className="flex flex-col gap-4">
              <RangeControl {...data.range} />
              <p className="text-sm text-slate-600">
                From {formatDay(data.range.from)} to {formatDay(data.range.to)}, by the day each thing
                happened: enquiries received, leads opened, deals won on the day they were won, visas approved
                on the decision day (approved appeals included). These totals are the sum of the rows per {by}{" "}
                below.
              </p>
              <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                <Stat
                  label="Enquiries"
                  value={formatCount(data.totals.enquiries)}
                  to={figureLink(enquiriesReceived(from, to))}
                />
                <Stat
                  label="Became leads"
                  value={formatRate(data.totals.leadRate)}
                  detail={
                    <CountLink
                      to={figureLink({ record: "lead", query: { from, to } })}
                      value={data.totals.leads}
                      text={`${formatCount(data.totals.leads)} leads opened`}
                    />
                  }
                />
                <Stat
                  label="Won revenue"
                  value={formatRupees(data.totals.revenueInr)}
                  to={figureLink(dealsWon(from, to, true))}
                  detail={
                    <CountLink
                      to={figureLink(dealsWon(from, to, true))}
                      value={data.totals.won}
                      text={`${formatCount(data.totals.won)} deals won`}
                    />
                  }
                />
                <Stat
                  label="Revenue per enquiry"
                  value={
                    data.totals.revenuePerEnquiryInr === null
                      ? "–"
                      : formatRupees(data.totals.revenuePerEnquiryInr)
                  }
                  detail={
                    <CountLink
                      to={figureLink(casesDecided(from, to, { decision: "approved" }))}
                      value={data.totals.approved}
                      text={`${formatCount(data.totals.approved)} visas approved`}
                    />
                  }
                />
              </div>
              <Section title={`Over time, by ${by}`}>
                <LineFigure
                  label={`Enquiries, leads and deals won per ${by}`}
                  data={data.series}
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
                  data={data.series}
                  x="period"
                  xFormat={period}
                  rupees
                  series={[{ key: "revenueInr", label: "Won revenue", color: CHART_COLORS[1] }]}
                />
                <FigureTable
                  caption={`Figures per ${by}`}
                  rows={data.series}
                  rowKey={(r) => r.period}
                  columns={[
                    {
                      key: "period",
                      label: by === "week" ? "Week" : "Month",
                      value: (r) => periodText(r.period),
                    },
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
              <Section
                title="Search keywords"
                description={`Revenue per enquiry shows the keywords worth paying for, and the ones that waste money. ${BY_FIRST_TOUCH}`}
              >
                <BarFigure
                  label="Won revenue by search keyword (top 10)"
                  data={keywords.map((k) => ({ ...k, name: k.key || "None" }))}
                  x="name"
                  layout="vertical"
                  height={Math.max(160, keywords.length * 36)}
                  rupees
                  series={[{ key: "revenueInr", label: "Won revenue", color: CHART_COLORS[0] }]}
                />
                <KeyedFiguresTable
                  caption="By search keyword"
                  keyLabel="Keyword"
                  rows={data.attribution.keyword}
                  enquiriesOf={enquiriesOf("keyword")}
                  firstTouchOf={firstTouchOf("keyword")}
                />
              </Section>
              {ATTRIBUTION_DIMENSIONS.filter((d) => d !== "keyword").map((dimension) => (
                <Section
                  key={dimension}
                  title={`By ${DIMENSION_LABELS[dimension].toLowerCase()}`}
                  description={BY_FIRST_TOUCH}
                >
                  <KeyedFiguresTable
                    caption={`By ${DIMENSION_LABELS[dimension].toLowerCase()}`}
                    keyLabel={DIMENSION_LABELS[dimension]}
                    rows={data.attribution[dimension]}
                    enquiriesOf={enquiriesOf(dimension)}
                    firstTouchOf={firstTouchOf(dimension)}
                    keyText={(key) =>
                      key
                        ? dimension === "personalisation"
                          ? humanise(key)
                          : key
                        : "None (direct or not recorded)"
                    }
                  />
                </Section>
              ))}
              {/* One under the other: nine columns of figures need the page's whole width. */}
              <div className="flex flex-col gap-4">
                <Section title="By destination">
                  <KeyedFiguresTable
                    caption="By destination"
                    keyLabel="Destination"
                    rows={data.destinations}
                    enquiriesOf={enquiriesOf("destination")}
                    firstTouchOf={firstTouchOf("destination")}
                    keyText={(k) => countryName(k) || "Not given"}
                  />
                </Section>
                <Section title="By visa type">
                  <KeyedFiguresTable
                    caption="By visa type"
                    keyLabel="Visa type"
                    rows={data.visaTypes}
                    enquiriesOf={enquiriesOf("visaType")}
                    firstTouchOf={firstTouchOf("visaType")}
                    keyText={(k) => humanise(k) || "Not given"}
                  />
                </Section>
              </div>
              <Section
                title="Refusal reasons"
                description="Why the refused cases decided in the range were refused."
              >
                <BarFigure
                  label="Refusals by reason"
                  data={data.refusalReasons.map((r) => ({ ...r, reason: statusLabel(r.code) }))}
                  x="reason"
                  layout="vertical"
                  height={Math.max(140, data.refusalReasons.length * 36)}
                  series={[{ key: "count", label: "Refusals", color: CHART_COLORS[4] }]}
                />
                <FigureTable
                  caption="Refusal reasons"
                  rows={data.refusalReasons}
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
            </div>
          );
        }}
      </DashboardQuery>
    </>
  );
}
