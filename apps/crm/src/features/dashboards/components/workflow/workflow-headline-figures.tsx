import { appealDeadlines, stageList } from "@visadesk/contracts/dashboard-lists";
import type { WorkflowDashboard } from "@visadesk/contracts/dashboards";
import { APPEAL_DEADLINE_WINDOW_DAYS, PIPELINE_RECORDS } from "@visadesk/contracts/values/dashboards";
import { CountLink, Stat } from "#features/dashboards/components/dashboard-parts.tsx";
import { figureLink, formatCount, RECORD_PLURALS } from "#features/dashboards/utils/labels.ts";

type Stage = WorkflowDashboard["stages"][number];

/** The stuck records of each kind, each opening its list ("Leads 4 · Cases 2"). */
function StuckByRecord({ stages }: { stages: Stage[] }) {
  const counts = PIPELINE_RECORDS.map((record) => ({
    record,
    count: stages.filter((s) => s.record === record).reduce((n, s) => n + s.stuck, 0),
  })).filter((c) => c.count > 0);
  if (counts.length === 0) return <>no change for longer than their stage allows</>;
  return (
    <span className="flex flex-wrap gap-x-2">
      {counts.map((c) => (
        <span key={c.record}>
          {RECORD_PLURALS[c.record]}{" "}
          <CountLink
            to={figureLink(stageList(c.record, undefined, true))}
            value={c.count}
            label={`stuck ${RECORD_PLURALS[c.record].toLowerCase()}`}
          />
        </span>
      ))}
    </span>
  );
}

/** The four figures the workflow opens with: untaken enquiries, stuck records, appeal deadlines, passports to hand back. */
export function WorkflowHeadlineFigures({ data }: { data: WorkflowDashboard }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat
        label="New enquiries nobody has taken"
        value={formatCount(data.unassignedEnquiries)}
        to="/crm/enquiries?status=new&assignee=unassigned"
      />
      <Stat
        label="Stuck records"
        value={formatCount(data.stages.reduce((n, s) => n + s.stuck, 0))}
        detail={<StuckByRecord stages={data.stages} />}
      />
      <Stat
        label={`Appeal deadlines in ${APPEAL_DEADLINE_WINDOW_DAYS} days`}
        value={formatCount(data.appealDeadlines.length)}
        to={figureLink(appealDeadlines(APPEAL_DEADLINE_WINDOW_DAYS))}
      />
      <Stat
        label="Passports ready to hand back"
        value={formatCount(data.custody.find((c) => c.status === "ready")?.count ?? 0)}
        to={figureLink(stageList("delivery", "ready"))}
        detail="in our custody"
      />
    </div>
  );
}
