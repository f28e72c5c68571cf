import { overdueFollowUps } from "@visadesk/contracts/dashboard-lists";
import type { WorkflowDashboard } from "@visadesk/contracts/dashboards";
import { SkeletonRows } from "@visadesk/ui/skeleton";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ErrorState } from "#components/error-state.tsx";
import { useDecisions } from "#features/my-day/api/get-decisions.ts";
import { MY_DAY_ROWS, Panel, PanelNotice, Row } from "#features/my-day/components/panel.tsx";
import { withQuery } from "#lib/api.ts";
import { formatDay, humanise } from "#lib/format.ts";

const RECORD_PATHS: Record<WorkflowDashboard["stuck"][number]["record"], string> = {
  enquiry: "/crm/enquiries",
  lead: "/crm/leads",
  deal: "/crm/deals",
  case: "/crm/filing-cases",
  delivery: "/crm/visa-delivery",
};

/** "1 day", "3 days". */
const days = (n: number) => `${n} day${n === 1 ? "" : "s"}`;

/** "due today", "1 day left", "5 days left". */
const daysLeft = (n: number) => (n === 0 ? "due today" : `${days(n)} left`);

function Body({
  query,
  what,
  children,
}: {
  query: ReturnType<typeof useDecisions>;
  what: string;
  children: (data: WorkflowDashboard) => ReactNode;
}) {
  if (query.isPending) return <SkeletonRows label={`Loading ${what}`} rows={3} columns={2} />;
  if (query.isError)
    return (
      <ErrorState title={`Could not load ${what}`} error={query.error} onRetry={() => void query.refetch()} />
    );
  return <>{children(query.data)}</>;
}

/** An admin's or the CEO's day: the pipeline's stuck records, appeal deadlines and overdue follow-ups per person. */
export function DecisionPanels() {
  const query = useDecisions(true);
  return (
    <>
      <Panel
        title="Stuck records"
        more={
          <Link className="text-sm text-brand-700 underline" to="/crm/workflow">
            Workflow
          </Link>
        }
      >
        <Body query={query} what="stuck records">
          {(data) =>
            data.stuck.length === 0 ? (
              <PanelNotice
                title="Nothing is stuck"
                hint="Every open record has moved within its stage's time."
              />
            ) : (
              <ul className="divide-y divide-slate-100">
                {data.stuck.slice(0, MY_DAY_ROWS).map((s) => (
                  <Row
                    key={`${s.record}-${s.id}`}
                    to={`${RECORD_PATHS[s.record]}?id=${s.id}`}
                    title={s.title}
                    detail={`${humanise(s.record)} · ${humanise(s.status)} for ${days(s.days)} · ${s.assignee?.name ?? "nobody's"}`}
                  />
                ))}
              </ul>
            )
          }
        </Body>
      </Panel>
      <Panel title="Appeal deadlines (14 days)">
        <Body query={query} what="appeal deadlines">
          {(data) =>
            data.appealDeadlines.length === 0 ? (
              <PanelNotice title="No appeal deadline in the next 14 days" />
            ) : (
              <ul className="divide-y divide-slate-100">
                {data.appealDeadlines.slice(0, MY_DAY_ROWS).map((d) => (
                  <Row
                    key={d.caseId}
                    to={`/crm/filing-cases?id=${d.caseId}`}
                    title={`${d.caseNumber} · ${d.clientName}`}
                    detail={`Deadline ${formatDay(d.deadlineOn)} (${daysLeft(d.daysLeft)}) · ${d.appealStarted ? "appeal started" : "no appeal yet"}`}
                  />
                ))}
              </ul>
            )
          }
        </Body>
      </Panel>
      <Panel title="Overdue follow-ups by staff">
        <Body query={query} what="overdue follow-ups">
          {(data) =>
            data.overdueFollowUps.length === 0 ? (
              <PanelNotice title="No follow-up is overdue" />
            ) : (
              <ul className="divide-y divide-slate-100">
                {data.overdueFollowUps.slice(0, MY_DAY_ROWS).map((o) => (
                  <Row
                    key={o.assignee?.username ?? "nobody"}
                    // The overdue leads themselves (the same list as the workflow page's count), not all of theirs.
                    to={withQuery("/crm/leads", overdueFollowUps(o.assignee?.username ?? null).query)}
                    title={o.assignee?.name ?? "Nobody"}
                    detail={`${o.count} overdue follow-up${o.count === 1 ? "" : "s"}`}
                  />
                ))}
              </ul>
            )
          }
        </Body>
      </Panel>
    </>
  );
}
