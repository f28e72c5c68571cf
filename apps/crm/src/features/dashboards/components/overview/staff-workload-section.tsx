import { openWork, overdueFollowUps } from "@visadesk/contracts/dashboard-lists";
import type { OverviewDashboard } from "@visadesk/contracts/dashboards";
import { BarFigure, CHART_COLORS } from "#features/dashboards/components/charts.tsx";
import { CountLink, Section } from "#features/dashboards/components/dashboard-parts.tsx";
import { FigureTable } from "#features/dashboards/components/figure-table.tsx";
import { figureLink, OPEN_WORK_MEANS } from "#features/dashboards/utils/labels.ts";

type Load = OverviewDashboard["workload"][number];

const byWho = (r: Load) => r.assignee?.username ?? null;
const who = (r: Load) => r.assignee?.name ?? "nobody";

/** Open work per person today: a chart of those who carry some, and a table of everyone. */
export function StaffWorkloadSection({ workload }: { workload: Load[] }) {
  const busy = workload.filter(
    (w) => w.openEnquiries + w.openLeads + w.openDeals + w.openCases + w.overdueFollowUps > 0,
  );
  return (
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
        rows={workload}
        rowKey={(r) => r.assignee?.username ?? "nobody"}
        columns={[
          { key: "who", label: "Staff member", value: (r) => r.assignee?.name ?? "Nobody" },
          { key: "enquiries", label: "Open enquiries", value: (r) => r.openEnquiries, numeric: true },
          { key: "leads", label: "Open leads", value: (r) => r.openLeads, numeric: true },
          { key: "deals", label: "Open deals", value: (r) => r.openDeals, numeric: true },
          { key: "cases", label: "Open cases", value: (r) => r.openCases, numeric: true },
          { key: "overdue", label: "Overdue follow-ups", value: (r) => r.overdueFollowUps, numeric: true },
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
  );
}
