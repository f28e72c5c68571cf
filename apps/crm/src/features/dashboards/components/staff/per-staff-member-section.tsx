import { staffFigureList } from "@visadesk/contracts/dashboard-lists";
import type { StaffDashboard } from "@visadesk/contracts/dashboards";
import { CountLink, Section } from "#features/dashboards/components/dashboard-parts.tsx";
import { FigureTable } from "#features/dashboards/components/figure-table.tsx";
import { FigureOverCount } from "#features/dashboards/components/staff/figure-over-count.tsx";
import { formatHours } from "#features/dashboards/components/staff/format-hours.ts";
import { figureLink, formatRate } from "#features/dashboards/utils/labels.ts";
import { formatRupees } from "#lib/format.ts";

type Person = StaffDashboard["staff"][number];

/** Every person's figures over the range, each count opening the records behind it. */
export function PerStaffMemberSection({ staff, range }: { staff: Person[]; range: StaffDashboard["range"] }) {
  const link = (figure: Parameters<typeof staffFigureList>[0], r: Person) =>
    figureLink(staffFigureList(figure, r.username, range.from, range.to));
  return (
    <Section title="Per staff member">
      <FigureTable<Person>
        caption="Staff performance"
        rows={staff}
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
            <CountLink to={link("enquiries", r)} value={r.enquiries} label={`enquiries of ${r.name}`} />
          ),
          leads: (r) => <CountLink to={link("leads", r)} value={r.leads} label={`leads of ${r.name}`} />,
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
            <CountLink to={link("casesFiled", r)} value={r.casesFiled} label={`cases filed by ${r.name}`} />
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
  );
}
