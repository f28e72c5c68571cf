import {
  APPEAL_DEADLINE_WINDOW_DAYS,
  type DashboardRangeQuery,
  FUNNEL_STEPS,
  MAX_RANGE_DAYS,
  PIPELINE_STATES,
  type PipelineRecord,
  STUCK_AFTER_DAYS,
  type WorkflowDashboard,
} from "@visadesk/contracts/dashboards";
import { type SQL, sql } from "drizzle-orm";
import { addDays, daysBetween, kolkataDay, type ResolvedRange, resolveRange } from "#dashboards/range.ts";
import { fromRollups } from "#dashboards/read-model.ts";
import { dayText, iso, num, ratio, rowsOf } from "#dashboards/sql.ts";
import type { Database } from "#db/client.ts";

const DAY_MS = 86_400_000;

/** Each pipeline record's table, the column holding its state, and how a stuck list names one of them. */
export const PIPELINE_TABLES: Record<PipelineRecord, { table: SQL; state: SQL; title: SQL }> = {
  enquiry: { table: sql.raw("enquiries"), state: sql.raw("status"), title: sql.raw("r.name") },
  lead: { table: sql.raw("leads"), state: sql.raw("status"), title: sql.raw("r.name") },
  deal: { table: sql.raw("deals"), state: sql.raw("stage"), title: sql.raw("r.client_name") },
  case: {
    table: sql.raw("cases"),
    state: sql.raw("status"),
    title: sql.raw("r.case_number || ' · ' || r.client_name"),
  },
  delivery: {
    table: sql.raw("deliveries"),
    state: sql.raw("status"),
    title: sql.raw("r.case_number || ' · ' || r.client_name"),
  },
};

const RECORDS = Object.keys(PIPELINE_TABLES) as PipelineRecord[];

/** The open states of `record` that have a stuck threshold, with the instant before which a record there is stuck. */
export function stuckCutoffs(
  record: PipelineRecord,
  now: Date,
): { status: string; days: number; cutoff: string }[] {
  return Object.entries(STUCK_AFTER_DAYS[record] as Record<string, number>).map(([status, days]) => ({
    status,
    days,
    cutoff: new Date(now.getTime() - days * DAY_MS).toISOString(),
  }));
}

/**
 * The funnel of the range: records that reached each step in it, and each step over the one before. The day rollup
 * (migration 0013) holds every step but the deliveries, which are a short slice of the stage changes' index.
 */
async function funnelOf(db: Database, range: ResolvedRange): Promise<WorkflowDashboard["funnel"]> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select sum(enquiries) as enquiries, sum(leads) as leads, sum(deals) as deals, sum(won) as won,
        sum(cases) as cases, sum(submitted) as submitted, sum(decided) as decided, sum(approved) as approved,
        (select count(*) from stage_changes where record_type = 'delivery' and to_status = 'delivered'
          and at >= ${range.start.toISOString()}::timestamptz and at < ${range.end.toISOString()}::timestamptz)
          as delivered
      from dashboard_days where day between ${range.from}::date and ${range.to}::date`,
  );
  let previous: number | null = null;
  return FUNNEL_STEPS.map((step) => {
    const count = num(row?.[step]);
    const conversion = previous === null ? null : ratio(count, previous);
    previous = count;
    return { step, count, conversion: conversion === null ? null : Math.min(1, conversion) };
  });
}

/**
 * Every state of every record now, with how many are stuck there. The counts come from `dashboard_states` (kept by
 * the database as records move). Stuck = in the state, less those changed since the cutoff: the recent slice of the
 * (state, updated_at) index is as long as the last few days' activity, where the stuck slice grows with the years
 * (both halves in one statement, so one snapshot).
 */
async function stagesOf(db: Database, now: Date): Promise<WorkflowDashboard["stages"]> {
  const stuckCells = RECORDS.flatMap((record) => {
    const { table, state } = PIPELINE_TABLES[record];
    return stuckCutoffs(record, now).map(
      ({ status, cutoff }) =>
        sql`(select coalesce(sum(count), 0) from dashboard_states where record_type = ${record} and status = ${status})
          - (select count(*) from ${table} where ${state} = ${status} and updated_at >= ${cutoff}::timestamptz)
          as ${sql.raw(`"${record}:${status}"`)}`,
    );
  });
  const [counts, [stuck]] = await Promise.all([
    rowsOf<{ record_type: PipelineRecord; status: string; n: unknown }>(
      db,
      sql`select record_type, status, sum(count) as n from dashboard_states group by record_type, status`,
    ),
    rowsOf<Record<string, unknown>>(db, sql`select ${sql.join(stuckCells, sql`, `)}`),
  ]);
  const countOf = new Map(counts.map((c) => [`${c.record_type}:${c.status}`, num(c.n)]));
  return RECORDS.flatMap((record) =>
    (PIPELINE_STATES[record] as readonly string[]).map((status) => {
      const days = (STUCK_AFTER_DAYS[record] as Record<string, number | undefined>)[status] ?? null;
      return {
        record,
        status,
        count: countOf.get(`${record}:${status}`) ?? 0,
        stuck: num(stuck?.[`${record}:${status}`]),
        stuckAfterDays: days,
      };
    }),
  );
}

/** The 50 stuck records that have waited longest, with their assignee. */
export async function stuckRecords(db: Database, now: Date, limit = 50): Promise<WorkflowDashboard["stuck"]> {
  const parts = RECORDS.map((record) => {
    const { table, state, title } = PIPELINE_TABLES[record];
    // One ordered slice of the (state, updated_at) index per stuck state, each stopping after `limit` rows: an OR
    // of the states makes PostgreSQL read and sort every open record.
    return stuckCutoffs(record, now).map(
      ({
        status,
        cutoff,
      }) => sql`(select ${record}::text as record, r.id, ${title} as title, r.${state}::text as status,
      r.updated_at as since, u.username, u.name
      from ${table} r left join users u on u.id = r.assignee_id
      where r.${state} = ${status} and r.updated_at < ${cutoff}::timestamptz order by r.updated_at limit ${limit})`,
    );
  });
  const rows = await rowsOf<{
    record: PipelineRecord;
    id: string;
    title: string;
    status: string;
    since: unknown;
    username: string | null;
    name: string | null;
  }>(db, sql`${sql.join(parts.flat(), sql` union all `)} order by since limit ${limit}`);
  return rows.map((r) => {
    const since = iso(r.since);
    return {
      record: r.record,
      id: r.id,
      title: r.title,
      status: r.status,
      since,
      days: Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / DAY_MS)),
      assignee: r.username ? { username: r.username, name: r.name ?? r.username } : null,
    };
  });
}

/** Refused cases whose appeal deadline is in the next `days` days, soonest first, and whether an appeal is open. */
export async function appealDeadlines(
  db: Database,
  today: string,
  days = APPEAL_DEADLINE_WINDOW_DAYS,
): Promise<WorkflowDashboard["appealDeadlines"]> {
  const rows = await rowsOf<{
    id: string;
    case_number: string;
    client_name: string;
    deadline: unknown;
    started: boolean;
    username: string | null;
    name: string | null;
  }>(
    db,
    sql`select c.id, c.case_number, c.client_name, c.appeal_deadline_on as deadline,
      exists (select 1 from cases a where a.parent_case_id = c.id) as started, u.username, u.name
      from cases c left join users u on u.id = c.assignee_id
      where c.appeal_deadline_on between ${today}::date and ${addDays(today, days - 1)}::date
        and c.decision = 'refused'
      order by c.appeal_deadline_on, c.case_number limit 100`,
  );
  return rows.map((r) => ({
    caseId: r.id,
    caseNumber: r.case_number,
    clientName: r.client_name,
    deadlineOn: dayText(r.deadline),
    daysLeft: daysBetween(today, dayText(r.deadline)),
    appealStarted: r.started === true || String(r.started) === "true",
    assignee: r.username ? { username: r.username, name: r.name ?? r.username } : null,
  }));
}

/** Open leads whose follow-up day is before `today`, per assignee (nobody's last). */
export async function overdueFollowUps(
  db: Database,
  today: string,
): Promise<WorkflowDashboard["overdueFollowUps"]> {
  const rows = await rowsOf<{ username: string | null; name: string | null; n: unknown }>(
    db,
    sql`select u.username, u.name, count(*) as n from leads l left join users u on u.id = l.assignee_id
      where l.next_follow_up_on < ${today}::date and l.status in ('new', 'contacted', 'qualified')
      group by u.username, u.name order by count(*) desc, u.username nulls last`,
  );
  return rows.map((r) => ({
    assignee: r.username ? { username: r.username, name: r.name ?? r.username } : null,
    count: num(r.n),
  }));
}

async function readWorkflowDashboard(
  db: Database,
  query: DashboardRangeQuery,
  now: Date,
): Promise<WorkflowDashboard> {
  const range = resolveRange(query, now, MAX_RANGE_DAYS);
  const today = kolkataDay(now);
  // Side by side: PostgreSQL answers them on several connections at once; PGlite queues them.
  const [funnel, stages, stuck, deadlines, custody, overdue, [unassigned]] = await Promise.all([
    funnelOf(db, range),
    stagesOf(db, now),
    stuckRecords(db, now),
    appealDeadlines(db, today),
    rowsOf<{ status: "awaiting_return" | "ready" | "dispatched"; n: unknown }>(
      db,
      sql`select status, sum(count) as n from dashboard_states
        where record_type = 'delivery' and status in ('awaiting_return', 'ready', 'dispatched') group by status`,
    ),
    overdueFollowUps(db, today),
    rowsOf<{ n: unknown }>(
      db,
      sql`select coalesce(sum(count), 0) as n from dashboard_states
        where record_type = 'enquiry' and status = 'new' and assignee_id is null`,
    ),
  ]);
  const { start: _s, end: _e, ...shown } = range;
  return {
    asOf: now.toISOString(),
    today,
    range: shown,
    funnel,
    stages,
    stuck,
    appealDeadlines: deadlines,
    custody: (["awaiting_return", "ready", "dispatched"] as const).map((status) => ({
      status,
      count: num(custody.find((c) => c.status === status)?.n),
    })),
    overdueFollowUps: overdue,
    unassignedEnquiries: num(unassigned?.n),
  };
}

/** `/api/dashboards/workflow`: the pipeline's funnel over the range, and its state now. */
export function workflowDashboard(
  db: Database,
  query: DashboardRangeQuery,
  now: Date,
): Promise<WorkflowDashboard> {
  // Every write committed before this read counts: the read model folds the queued ones in first (decision 042).
  return fromRollups(db, (folded) => readWorkflowDashboard(folded, query, now));
}
