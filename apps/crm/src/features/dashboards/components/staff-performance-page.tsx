import { staffFigureList } from "@visadesk/contracts/dashboard-lists";
import type { StaffDashboard } from "@visadesk/contracts/dashboards";
import { PageHeader } from "#components/page-header.tsx";
import { useStaffDashboard } from "#features/dashboards/api/get-staff-dashboard.ts";
import { BarFigure, CHART_COLORS } from "#features/dashboards/components/charts.tsx";
import { CountLink, DashboardQuery, Section } from "#features/dashboards/components/dashboard-parts.tsx";
import { FigureTable } from "#features/dashboards/components/figure-table.tsx";
import { RangeControl } from "#features/dashboards/components/range-control.tsx";
import { useDashboardRange } from "#features/dashboards/hooks/use-dashboard-range.ts";
import { figureLink, formatRate } from "#features/dashboards/utils/labels.ts";
import { formatDay, formatRupees } from "#lib/format.ts";

type Person = StaffDashboard["staff"][number];

/** "3.5 h", or "2.1 days" past two days. */
export function formatHours(hours: number | null): string {
  if (hours === null) return "–";
  return hours >= 48 ? `${(hours / 24).toFixed(1)} days` : `${hours.toFixed(1)} h`;
}

/** `/staff-performance`: per staff member, over the chosen range. */
export default function StaffPerformancePage() {
  const { range } = useDashboardRange();
  const query = useStaffDashboard(range);
  return (
    <>
      <PageHeader
        title="Staff performance"
        description="Who answers quickly, who converts, and whose follow-ups are slipping."
      />
      <DashboardQuery query={query} what="staff performance">
        {(data) => {
          const link = (figure: Parameters<typeof staffFigureList>[0], r: Person) =>
            figureLink(staffFigureList(figure, r.username, data.range.from, data.range.to));
          return (
            <div className="flex flex-col gap-4">
              <RangeControl {...data.range} periods={false} />
              <p className="text-sm text-slate-600">
                Leads created from {formatDay(data.range.from)} to {formatDay(data.range.to)}; first contact
                is the lead's first change of state after it came in.
              </p>
              <div className="grid gap-4 xl:grid-cols-2">
                <Section
                  title="Time to first contact"
                  description="Median hours from a new enquiry to the first contact."
                >
                  <BarFigure
                    label="Median hours to first contact per staff member"
                    // Only those with a first contact in the range: nobody contacted is not "0 h" (the table's "–").
                    data={data.staff.flatMap((s) =>
                      s.medianFirstContactHours === null ? [] : [{ ...s, hours: s.medianFirstContactHours }],
                    )}
                    x="name"
                    yFormat={(v) => `${v} h`}
                    series={[{ key: "hours", label: "Median hours", color: CHART_COLORS[2] }]}
                  />
                </Section>
                <Section title="Revenue won" description="Fees of the deals each person won in the range.">
                  <BarFigure
                    label="Revenue won per staff member"
                    data={data.staff}
                    x="name"
                    rupees
                    series={[{ key: "revenueInr", label: "Revenue won", color: CHART_COLORS[1] }]}
                  />
                </Section>
              </div>
              <Section title="Per staff member">
                <FigureTable<Person>
                  caption="Staff performance"
                  rows={data.staff}
                  rowKey={(r) => r.username}
                  columns={[
                    { key: "name", label: "Staff member", value: (r) => r.name },
                    { key: "enquiries", label: "Enquiries", value: (r) => r.enquiries, numeric: true },
                    { key: "leads", label: "Leads", value: (r) => r.leads, numeric: true },
                    {
                      key: "firstContact",
                      label: "Median first contact",
                      value: (r) => formatHours(r.medianFirstContactHours),
                      numeric: true,
                    },
                    {
                      key: "toDeal",
                      label: "Lead → deal",
                      value: (r) => formatRate(r.conversionToDeal),
                      numeric: true,
                    },
                    {
                      key: "toWon",
                      label: "Lead → won",
                      value: (r) => formatRate(r.conversionToWon),
                      numeric: true,
                    },
                    { key: "revenue", label: "Revenue won (₹)", value: (r) => r.revenueInr, numeric: true },
                    { key: "filed", label: "Cases filed", value: (r) => r.casesFiled, numeric: true },
                    {
                      key: "approval",
                      label: "Approval rate",
                      value: (r) => formatRate(r.approvalRate),
                      numeric: true,
                    },
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
                        to={link("enquiries", r)}
                        value={r.enquiries}
                        label={`enquiries of ${r.name}`}
                      />
                    ),
                    leads: (r) => (
                      <CountLink to={link("leads", r)} value={r.leads} label={`leads of ${r.name}`} />
                    ),
                    // Each ratio over the person's leads, with its numerator opening those leads: contacted, with
                    // a deal, with a won deal (none in the range: the figure's "–" says so).
                    firstContact: (r) => (
                      <FigureOverCount
                        figure={formatHours(r.medianFirstContactHours)}
                        leads={r.leads}
                        to={link("contacted", r)}
                        count={r.contacted}
                        words="contacted"
                      />
                    ),
                    toDeal: (r) => (
                      <FigureOverCount
                        figure={formatRate(r.conversionToDeal)}
                        leads={r.leads}
                        to={link("dealLeads", r)}
                        count={r.deals}
                        words="with a deal"
                      />
                    ),
                    toWon: (r) => (
                      <FigureOverCount
                        figure={formatRate(r.conversionToWon)}
                        leads={r.leads}
                        to={link("wonLeads", r)}
                        count={r.won}
                        words="won"
                      />
                    ),
                    revenue: (r) => (
                      <CountLink
                        to={link("revenue", r)}
                        value={r.revenueInr}
                        text={formatRupees(r.revenueInr)}
                        label={`deals won by ${r.name}`}
                      />
                    ),
                    filed: (r) => (
                      <CountLink
                        to={link("casesFiled", r)}
                        value={r.casesFiled}
                        label={`cases filed by ${r.name}`}
                      />
                    ),
                    // The decisions behind the rate, each opening its cases (none: the rate's "–" says so).
                    approval: (r) =>
                      r.decided === 0 ? (
                        formatRate(r.approvalRate)
                      ) : (
                        <span className="inline-flex flex-col items-end">
                          {formatRate(r.approvalRate)}
                          <span className="text-xs text-slate-600">
                            <CountLink to={link("approved", r)} value={r.approved} label="approved" /> of{" "}
                            <CountLink to={link("decided", r)} value={r.decided} label="decided" />
                          </span>
                        </span>
                      ),
                    overdue: (r) => (
                      <CountLink
                        to={link("overdue", r)}
                        value={r.overdueFollowUps}
                        label={`overdue follow-ups of ${r.name}`}
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

/**
 * A person's figure over their leads (hours to first contact, a conversion rate) with, under it, the count it is
 * taken over, which opens those leads; the figure alone when they had no leads in the range.
 */
function FigureOverCount({
  figure,
  leads,
  to,
  count,
  words,
}: {
  figure: string;
  leads: number;
  to: string | undefined;
  count: number;
  words: string;
}) {
  if (leads === 0) return figure;
  return (
    <span className="inline-flex flex-col items-end">
      {figure}
      <span className="text-xs text-slate-600">
        <CountLink to={to} value={count} text={`${count.toLocaleString("en-IN")} ${words}`} />
      </span>
    </span>
  );
}
