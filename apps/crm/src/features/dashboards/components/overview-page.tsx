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
  formatCount,
  formatMonth,
  formatRate,
  listLink,
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

function Revenue({ revenue }: { revenue: OverviewDashboard["revenue"] }) {
  const month = formatMonth(revenue.month);
  const rows = [
    { label: `${month} (this month)`, whole: revenue.thisMonth, toDate: revenue.thisMonth },
    { label: "Last month", whole: revenue.lastMonth, toDate: revenue.lastMonthToDate },
    {
      label: "Same month last year",
      whole: revenue.sameMonthLastYear,
      toDate: revenue.sameMonthLastYearToDate,
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
        x="label"
        yFormat={(v) => formatRupees(v)}
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
        render={{ toDate: (r) => formatRupees(r.toDate), whole: (r) => formatRupees(r.whole) }}
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
        description="The consultancy this morning: demand, revenue, results, risks and who carries the work."
      />
      <DashboardQuery query={query} what="the 360 dashboard">
        {(data) => (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-slate-600">As of {formatDay(data.today)} (India time).</p>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Stat
                label="New enquiries today"
                value={formatCount(data.enquiries.today)}
                to="/crm/enquiries?status=new"
              />
              <Stat
                label="New enquiries this week"
                value={formatCount(data.enquiries.thisWeek)}
                detail={`${formatCount(data.enquiries.lastWeek)} last week`}
                to="/crm/enquiries"
              />
              <Stat
                label="Approval rate (last 12 months)"
                value={formatRate(data.approvals.rate)}
                detail={`${formatCount(data.approvals.approved)} of ${formatCount(data.approvals.decided)} decisions`}
                to="/crm/filing-cases?status=decided"
              />
              <Stat
                label="Appeals won (last 12 months)"
                value={formatCount(data.appeals.won)}
                detail={`${formatRate(data.appeals.rate)} of ${formatCount(data.appeals.decided)} appeals decided`}
                to="/crm/filing-cases?status=decided&kind=appeal"
              />
            </div>
            <Revenue revenue={data.revenue} />
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
                        to={listLink(r.record, { status: r.status })}
                        value={r.count}
                        label={statusLabel(r.status)}
                      />
                    ),
                  }}
                />
              </Section>
            </div>
            <Section title="Staff workload" description="Open work per person today.">
              <BarFigure
                label="Open work per staff member"
                data={data.workload.map((w) => ({ ...w, who: w.assignee?.name ?? "Nobody" }))}
                x="who"
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
                  { key: "enquiries", label: "Open enquiries", value: (r) => r.openEnquiries, numeric: true },
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
                  leads: (r) => (
                    <CountLink
                      to={listLink("lead", { assignee: r.assignee?.username ?? "unassigned" })}
                      value={r.openLeads}
                      label="open leads"
                    />
                  ),
                }}
              />
            </Section>
          </div>
        )}
      </DashboardQuery>
    </>
  );
}
