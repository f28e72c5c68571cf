import {
  appealDeadlines,
  funnelStepList,
  overdueFollowUps,
  stageList,
} from "@visadesk/contracts/dashboard-lists";
import type { WorkflowDashboard } from "@visadesk/contracts/dashboards";
import { APPEAL_DEADLINE_WINDOW_DAYS, PIPELINE_RECORDS } from "@visadesk/contracts/values/dashboards";
import { Link } from "react-router";
import { PageHeader } from "#components/page-header.tsx";
import { useWorkflowDashboard } from "#features/dashboards/api/get-workflow-dashboard.ts";
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
import { RangeControl } from "#features/dashboards/components/range-control.tsx";
import { useDashboardRange } from "#features/dashboards/hooks/use-dashboard-range.ts";
import {
  figureLink,
  formatCount,
  formatRate,
  RECORD_LABELS,
  RECORD_PLURALS,
  recordLink,
  STEP_LABELS,
  statusLabel,
} from "#features/dashboards/utils/labels.ts";
import { formatDateTime, formatDay } from "#lib/format.ts";

type Funnel = WorkflowDashboard["funnel"][number];
type Stage = WorkflowDashboard["stages"][number];
type Stuck = WorkflowDashboard["stuck"][number];
type Deadline = WorkflowDashboard["appealDeadlines"][number];
type Overdue = WorkflowDashboard["overdueFollowUps"][number];

function Funnel({ data }: { data: WorkflowDashboard }) {
  // Each step counts the records that reached it in the range, so a step can pass the one before (an appeal opens a
  // case without a new win; a deal won in the range may have been quoted before it): no rate is shown there, where
  // the API's capped 100% would mislead.
  const rows = data.funnel.map((f, i) => ({
    ...f,
    label: STEP_LABELS[f.step],
    conversion: i > 0 && f.count > (data.funnel[i - 1]?.count ?? 0) ? null : f.conversion,
  }));
  return (
    <Section
      title="Pipeline funnel"
      description={`Records that reached each step between ${formatDay(data.range.from)} and ${formatDay(data.range.to)}; a step that passes the one before has no rate.`}
    >
      <BarFigure
        label="Pipeline funnel: records reaching each step in the range"
        data={rows}
        x="label"
        layout="vertical"
        height={320}
        series={[{ key: "count", label: "Records", color: CHART_COLORS[0] }]}
      />
      <FigureTable<Funnel & { label: string }>
        caption="Pipeline funnel"
        rows={rows}
        rowKey={(r) => r.step}
        columns={[
          { key: "step", label: "Step", value: (r) => r.label },
          { key: "count", label: "Records", value: (r) => r.count, numeric: true },
          {
            key: "conversion",
            label: "From the step before",
            value: (r) => formatRate(r.conversion),
            numeric: true,
          },
        ]}
        render={{
          count: (r) => (
            <CountLink
              to={figureLink(funnelStepList(r.step, data.range.from, data.range.to))}
              value={r.count}
              label={r.label}
            />
          ),
        }}
      />
    </Section>
  );
}

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

function Stages({ stages }: { stages: Stage[] }) {
  return (
    <Section
      title="By stage now"
      description="Every record by its state today; stuck means no change for the days shown."
    >
      <div className="grid gap-4 xl:grid-cols-2">
        {PIPELINE_RECORDS.map((record) => {
          const rows = stages.filter((s) => s.record === record);
          return (
            <FigureTable<Stage>
              key={record}
              caption={`${RECORD_PLURALS[record]} by stage`}
              rows={rows}
              rowKey={(r) => r.status}
              columns={[
                { key: "status", label: "Stage", value: (r) => statusLabel(r.status) },
                { key: "count", label: "Records", value: (r) => r.count, numeric: true },
                {
                  key: "stuck",
                  label: "Stuck",
                  value: (r) => (r.stuckAfterDays === null ? null : r.stuck),
                  numeric: true,
                },
                {
                  key: "after",
                  label: "Stuck after",
                  value: (r) => (r.stuckAfterDays === null ? null : `${r.stuckAfterDays} days`),
                },
              ]}
              render={{
                count: (r) => (
                  <CountLink
                    to={figureLink(stageList(record, r.status))}
                    value={r.count}
                    label={`${statusLabel(r.status)} ${RECORD_LABELS[record]}`}
                  />
                ),
                stuck: (r) =>
                  r.stuckAfterDays === null ? (
                    "–"
                  ) : (
                    <CountLink
                      to={figureLink(stageList(record, r.status, true))}
                      value={r.stuck}
                      label={`stuck ${statusLabel(r.status)}`}
                    />
                  ),
              }}
            />
          );
        })}
      </div>
    </Section>
  );
}

/** `/crm/workflow`: the pipeline for admin and CEO. Every number opens the list behind it. */
export default function WorkflowPage() {
  const { range } = useDashboardRange();
  const query = useWorkflowDashboard(range);
  return (
    <>
      <PageHeader
        title="Workflow"
        description="The pipeline from enquiry to visa delivery, where it is stuck, and what is due."
      />
      <DashboardQuery query={query} what="the workflow">
        {(data) => (
          <div className="flex flex-col gap-4">
            {/* The funnel counts the whole range: no weeks or months to choose. */}
            <RangeControl {...data.range} periods={false} />
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
            <Funnel data={data} />
            <Stages stages={data.stages} />
            <Section title="Stuck records" description="The 50 that have waited longest, with who has them.">
              <FigureTable<Stuck>
                caption="Stuck records"
                rows={data.stuck}
                rowKey={(r) => `${r.record}-${r.id}`}
                empty="Nothing is stuck."
                columns={[
                  { key: "record", label: "Record", value: (r) => RECORD_LABELS[r.record] },
                  { key: "title", label: "Name", value: (r) => r.title },
                  { key: "status", label: "Stage", value: (r) => statusLabel(r.status) },
                  { key: "days", label: "Days unchanged", value: (r) => r.days, numeric: true },
                  { key: "since", label: "Last change", value: (r) => formatDateTime(r.since) },
                  assignedToFigureColumn(),
                ]}
                render={{
                  title: (r) => (
                    <Link className="text-brand-700 underline" to={recordLink(r.record, r.id)}>
                      {r.title}
                    </Link>
                  ),
                }}
              />
            </Section>
            <div className="grid gap-4 xl:grid-cols-2">
              <Section
                title="Appeal deadlines"
                description="Refused cases whose appeal must be lodged in the next 14 days."
              >
                <FigureTable<Deadline>
                  caption="Appeal deadlines"
                  rows={data.appealDeadlines}
                  rowKey={(r) => r.caseId}
                  empty="No appeal deadline in the next 14 days."
                  columns={[
                    caseFigureColumn(),
                    { key: "deadline", label: "Deadline", value: (r) => formatDay(r.deadlineOn) },
                    { key: "days", label: "Days left", value: (r) => r.daysLeft, numeric: true },
                    {
                      key: "appeal",
                      label: "Appeal",
                      value: (r) => (r.appealStarted ? "Started" : "Not started"),
                    },
                    assignedToFigureColumn(),
                  ]}
                  render={{ case: renderCaseLink }}
                />
              </Section>
              <Section
                title="Overdue follow-ups"
                description="Open leads whose follow-up day has passed, by staff member."
              >
                <FigureTable<Overdue>
                  caption="Overdue follow-ups by staff member"
                  rows={data.overdueFollowUps}
                  rowKey={(r) => r.assignee?.username ?? "nobody"}
                  empty="No follow-up is overdue."
                  columns={[
                    { key: "assignee", label: "Staff member", value: (r) => r.assignee?.name ?? "Nobody" },
                    { key: "count", label: "Overdue", value: (r) => r.count, numeric: true },
                  ]}
                  render={{
                    count: (r) => (
                      <CountLink
                        to={figureLink(overdueFollowUps(r.assignee?.username ?? null))}
                        value={r.count}
                        label="overdue follow-ups"
                      />
                    ),
                  }}
                />
              </Section>
            </div>
            <Section title="Passports in our custody">
              <FigureTable
                caption="Passports by delivery stage"
                rows={data.custody}
                rowKey={(r) => r.status}
                columns={[
                  { key: "status", label: "Stage", value: (r) => statusLabel(r.status) },
                  { key: "count", label: "Passports", value: (r) => r.count, numeric: true },
                ]}
                render={{
                  count: (r) => (
                    <CountLink
                      to={figureLink(stageList("delivery", r.status))}
                      value={r.count}
                      label={statusLabel(r.status)}
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
