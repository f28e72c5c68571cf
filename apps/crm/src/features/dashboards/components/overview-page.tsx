import {
  casesDecided,
  createdSince,
  dealsWon,
  decisionYear,
  enquiriesReceived,
  mondayOf,
  movedSince,
  openWork,
  overdueFollowUps,
  revenueMonthRanges,
  shiftDay,
} from "@visadesk/contracts/dashboard-lists";
import type { OverviewDashboard } from "@visadesk/contracts/dashboards";
import { PageHeader } from "#components/page-header.tsx";
import { useOverviewDashboard } from "#features/dashboards/api/get-overview-dashboard.ts";
import { BarFigure, CHART_COLORS } from "#features/dashboards/components/charts.tsx";
import {
  CountLink,
  DashboardQuery,
  Section,
  Stat,
} from "#features/dashboards/components/dashboard-parts.tsx";
import {
  assignedToFigureColumn,
  caseFigureColumn,
  renderCaseLink,
} from "#features/dashboards/components/figure-columns.tsx";
import { FigureTable } from "#features/dashboards/components/figure-table.tsx";
import {
  figureLink,
  formatCount,
  formatMonth,
  formatRate,
  OPEN_WORK_MEANS,
  RECORD_LABELS,
  statusLabel,
} from "#features/dashboards/utils/labels.ts";
import { formatDay, formatRupees } from "#lib/format.ts";

type Risk = OverviewDashboard["casesAtRisk"][number];
type Load = OverviewDashboard["workload"][number];

const RISK_LABELS: Record<Risk["risk"], string> = {
  appeal_deadline: "Appeal deadline close, no appeal yet",
  appointment_documents_missing: "Appointment soon, documents missing",
  stuck: "No progress for weeks",
};

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

function Revenue({ revenue, today }: { revenue: OverviewDashboard["revenue"]; today: string }) {
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

/** `/360-dashboard`: the CEO's morning on one screen. */
export default function OverviewPage() {
  const query = useOverviewDashboard();
  return (
    <>
      <PageHeader
        title="360 dashboard"
        description="The consultancy this morning: demand, revenue, results, risks and who carries the work. Revenue and decisions count on the day they happened; approvals include approved appeals."
      />
      <DashboardQuery query={query} what="the 360 dashboard">
        {(data) => {
          const monday = mondayOf(data.today);
          const year = decisionYear(data.today);
          const since = new Date(Date.parse(data.asOf) - 86_400_000).toISOString();
          const byWho = (r: Load) => r.assignee?.username ?? null;
          const who = (r: Load) => r.assignee?.name ?? "nobody";
          const busy = data.workload.filter(
            (w) => w.openEnquiries + w.openLeads + w.openDeals + w.openCases + w.overdueFollowUps > 0,
          );
          return (
            <div className="flex flex-col gap-4">
              <p className="text-sm text-slate-600">As of {formatDay(data.today)} (India time).</p>
              <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                <Stat
                  label="New enquiries today"
                  value={formatCount(data.enquiries.today)}
                  to={figureLink(enquiriesReceived(data.today, data.today))}
                />
                <Stat
                  label="New enquiries this week"
                  value={formatCount(data.enquiries.thisWeek)}
                  detail={
                    <>
                      <CountLink
                        to={figureLink(enquiriesReceived(shiftDay(monday, -7), shiftDay(monday, -1)))}
                        value={data.enquiries.lastWeek}
                        label="new enquiries"
                      />{" "}
                      last week
                    </>
                  }
                  to={figureLink(enquiriesReceived(monday, data.today))}
                />
                <Stat
                  label="Approval rate (last 12 months)"
                  value={formatRate(data.approvals.rate)}
                  detail={
                    <>
                      <CountLink
                        to={figureLink(casesDecided(year.from, year.to, { decision: "approved" }))}
                        value={data.approvals.approved}
                        label="approved"
                      />{" "}
                      of{" "}
                      <CountLink
                        to={figureLink(casesDecided(year.from, year.to))}
                        value={data.approvals.decided}
                        label="decisions"
                      />{" "}
                      decisions
                    </>
                  }
                  to={figureLink(casesDecided(year.from, year.to))}
                />
                <Stat
                  label="Appeals won (last 12 months)"
                  value={formatCount(data.appeals.won)}
                  detail={
                    data.appeals.decided === 0 ? (
                      "no appeal decided yet"
                    ) : (
                      <>
                        {formatRate(data.appeals.rate)} of{" "}
                        <CountLink
                          to={figureLink(casesDecided(year.from, year.to, { kind: "appeal" }))}
                          value={data.appeals.decided}
                          label="appeals decided"
                        />{" "}
                        appeals decided
                      </>
                    )
                  }
                  to={figureLink(casesDecided(year.from, year.to, { kind: "appeal", decision: "approved" }))}
                />
              </div>
              <Revenue revenue={data.revenue} today={data.today} />
              <div className="grid gap-4 xl:grid-cols-2">
                <Section
                  title="Cases at risk"
                  description="Deadlines within a week, appointments with documents missing, and cases without progress."
                >
                  <FigureTable<Risk>
                    caption="Cases at risk"
                    rows={data.casesAtRisk}
                    rowKey={(r) => `${r.caseId}-${r.risk}`}
                    empty="No case is at risk."
                    columns={[
                      caseFigureColumn(),
                      { key: "risk", label: "Why", value: (r) => RISK_LABELS[r.risk] },
                      { key: "due", label: "Due", value: (r) => (r.dueOn ? formatDay(r.dueOn) : null) },
                      assignedToFigureColumn(),
                    ]}
                    render={{ case: renderCaseLink }}
                  />
                </Section>
                <Section
                  title="What changed since yesterday"
                  description="Records created and moved in the last 24 hours."
                >
                  <FigureTable
                    caption="Created in the last 24 hours"
                    rows={data.sinceYesterday.created}
                    rowKey={(r) => r.record}
                    columns={[
                      { key: "record", label: "Record", value: (r) => RECORD_LABELS[r.record] },
                      { key: "count", label: "New", value: (r) => r.count, numeric: true },
                    ]}
                    render={{
                      count: (r) => (
                        <CountLink
                          to={figureLink(createdSince(r.record, since))}
                          value={r.count}
                          label={`new ${RECORD_LABELS[r.record].toLowerCase()} records`}
                        />
                      ),
                    }}
                  />
                  <FigureTable
                    caption="Moved in the last 24 hours"
                    rows={data.sinceYesterday.changes}
                    rowKey={(r) => `${r.record}-${r.status}`}
                    empty="Nothing moved in the last 24 hours."
                    columns={[
                      { key: "record", label: "Record", value: (r) => RECORD_LABELS[r.record] },
                      { key: "status", label: "Moved to", value: (r) => statusLabel(r.status) },
                      { key: "count", label: "Records", value: (r) => r.count, numeric: true },
                    ]}
                    render={{
                      count: (r) => (
                        <CountLink
                          to={figureLink(movedSince(r.record, r.status, since))}
                          value={r.count}
                          label={statusLabel(r.status)}
                        />
                      ),
                    }}
                  />
                </Section>
              </div>
              <Section title="Staff workload" description={`Open work per person today. ${OPEN_WORK_MEANS}`}>
                {/* Bars along the names (readable on a phone), for those who have open work; the table has all. */}
                <BarFigure
                  label="Open work per staff member"
                  data={busy.map((w) => ({ ...w, who: w.assignee?.name ?? "Nobody" }))}
                  x="who"
                  layout="vertical"
                  height={Math.max(160, busy.length * 72)}
                  series={[
                    { key: "openEnquiries", label: "Enquiries", color: CHART_COLORS[0] },
                    { key: "openLeads", label: "Leads", color: CHART_COLORS[1] },
                    { key: "openDeals", label: "Deals", color: CHART_COLORS[2] },
                    { key: "openCases", label: "Cases", color: CHART_COLORS[3] },
                  ]}
                />
                <FigureTable<Load>
                  caption="Staff workload"
                  rows={data.workload}
                  rowKey={(r) => r.assignee?.username ?? "nobody"}
                  columns={[
                    { key: "who", label: "Staff member", value: (r) => r.assignee?.name ?? "Nobody" },
                    {
                      key: "enquiries",
                      label: "Open enquiries",
                      value: (r) => r.openEnquiries,
                      numeric: true,
                    },
                    { key: "leads", label: "Open leads", value: (r) => r.openLeads, numeric: true },
                    { key: "deals", label: "Open deals", value: (r) => r.openDeals, numeric: true },
                    { key: "cases", label: "Open cases", value: (r) => r.openCases, numeric: true },
                    {
                      key: "overdue",
                      label: "Overdue follow-ups",
                      value: (r) => r.overdueFollowUps,
                      numeric: true,
                    },
                  ]}
                  render={{
                    enquiries: (r) => (
                      <CountLink
                        to={figureLink(openWork("enquiry", byWho(r)))}
                        value={r.openEnquiries}
                        label={`open enquiries of ${who(r)}`}
                      />
                    ),
                    leads: (r) => (
                      <CountLink
                        to={figureLink(openWork("lead", byWho(r)))}
                        value={r.openLeads}
                        label={`open leads of ${who(r)}`}
                      />
                    ),
                    deals: (r) => (
                      <CountLink
                        to={figureLink(openWork("deal", byWho(r)))}
                        value={r.openDeals}
                        label={`open deals of ${who(r)}`}
                      />
                    ),
                    cases: (r) => (
                      <CountLink
                        to={figureLink(openWork("case", byWho(r)))}
                        value={r.openCases}
                        label={`open cases of ${who(r)}`}
                      />
                    ),
                    overdue: (r) => (
                      <CountLink
                        to={figureLink(overdueFollowUps(byWho(r)))}
                        value={r.overdueFollowUps}
                        label={`overdue follow-ups of ${who(r)}`}
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
