import { OPEN_STATES } from "@visadesk/contracts/crm";
import type { OverviewDashboard, PipelineRecord } from "@visadesk/contracts/dashboards";
import { sql } from "drizzle-orm";
import { addDays, daysBetween, kolkataDay, monthStart } from "#dashboards/range.ts";
import { fromRollups } from "#dashboards/read-model.ts";
import { dayText, num, ratio, rowsOf } from "#dashboards/sql.ts";
import { stuckCutoffs } from "#dashboards/workflow.ts";
import type { Database } from "#db/client.ts";

const DAY_MS = 86_400_000;
/** How far ahead the 360 dashboard looks for appointments with documents missing and appeal deadlines. */
export const AT_RISK_DAYS = 7;

/** The Monday of the week of `day` (weeks start on Monday in India's calendars). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay(); // 0 Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** New enquiries today, this week and last week (Asia/Kolkata days; spam left out), from the day rollup. */
async function enquiryCounts(db: Database, today: string) {
  const monday = weekStart(today);
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select coalesce(sum(enquiries) filter (where day = ${today}::date), 0) as today,
      coalesce(sum(enquiries) filter (where day >= ${monday}::date), 0) as this_week,
      coalesce(sum(enquiries) filter (where day < ${monday}::date), 0) as last_week
      from dashboard_days where day between ${addDays(monday, -7)}::date and ${today}::date`,
  );
  return { today: num(row?.today), thisWeek: num(row?.this_week), lastWeek: num(row?.last_week) };
}

/**
 * Fees of the deals won this month, last month and the same month last year, in whole and up to today's day of the
 * month (a month in progress is compared with the same days of the others).
 */
export async function revenueMonths(db: Database, today: string): Promise<OverviewDashboard["revenue"]> {
  const thisMonth = monthStart(today);
  const lastMonth = monthStart(today, -1);
  const lastYear = monthStart(today, -12);
  const dayOfMonth = Number(today.slice(8, 10));
  // The same day of an earlier month, kept inside that month (31 March → 28/29 February).
  const cut = (first: string) => {
    const length = daysBetween(first, monthStart(first, 1));
    return addDays(first, Math.min(dayOfMonth, length));
  };
  // Days of the day rollup (a won deal counts on the Asia/Kolkata day of its stage change to won).
  const won = (from: string, to: string) =>
    sql`coalesce(sum(revenue_inr) filter (where day >= ${from}::date and day < ${to}::date), 0)`;
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${won(thisMonth, monthStart(today, 1))} as this_month,
      ${won(lastMonth, thisMonth)} as last_month,
      ${won(lastYear, monthStart(today, -11))} as last_year,
      ${won(lastMonth, cut(lastMonth))} as last_month_to_date,
      ${won(lastYear, cut(lastYear))} as last_year_to_date
      from dashboard_days where day >= ${lastYear}::date and day < ${monthStart(today, 1)}::date`,
  );
  return {
    month: thisMonth.slice(0, 7),
    thisMonth: num(row?.this_month),
    lastMonth: num(row?.last_month),
    sameMonthLastYear: num(row?.last_year),
    lastMonthToDate: num(row?.last_month_to_date),
    sameMonthLastYearToDate: num(row?.last_year_to_date),
  };
}

/** Decisions (applications and appeals apart) of the 365 days to today, from the day rollup. */
async function decisionRates(db: Database, today: string) {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select sum(decided) as decided, sum(approved) as approved, sum(appeals_decided) as appeals_decided,
      sum(appeals_won) as appeals_won
      from dashboard_days where day between ${addDays(today, -364)}::date and ${today}::date`,
  );
  const approved = num(row?.approved);
  const decided = num(row?.decided);
  const won = num(row?.appeals_won);
  const appealsDecided = num(row?.appeals_decided);
  return {
    approvals: { approved, decided, rate: ratio(approved, decided) },
    appeals: { won, decided: appealsDecided, rate: ratio(won, appealsDecided) },
  };
}

/** Cases at risk: an appeal deadline within a week with no appeal, an appointment within a week with documents still missing, or stuck. */
async function casesAtRisk(
  db: Database,
  today: string,
  now: Date,
): Promise<OverviewDashboard["casesAtRisk"]> {
  const soon = addDays(today, AT_RISK_DAYS);
  const rows = await rowsOf<{
    id: string;
    case_number: string;
    client_name: string;
    risk: OverviewDashboard["casesAtRisk"][number]["risk"];
    due: unknown;
    username: string | null;
    name: string | null;
  }>(
    db,
    sql`select r.id, r.case_number, r.client_name, x.risk, x.due, u.username, u.name from (
        (select id, 'appeal_deadline' as risk, appeal_deadline_on as due, 1 as rank from cases c
          where appeal_deadline_on between ${today}::date and ${soon}::date and decision = 'refused'
            and not exists (select 1 from cases a where a.parent_case_id = c.id) limit 50)
        union all
        (select id, 'appointment_documents_missing', appointment_on, 2 from cases
          where appointment_on between ${today}::date and ${soon}::date
            and status in ('intake', 'documents_pending') limit 50)
        union all
        (select id, 'stuck', null::date, 3 from (${stuckCases(now, 15)}) s order by updated_at limit 15)
      ) x join cases r on r.id = x.id left join users u on u.id = r.assignee_id
      order by x.rank, x.due nulls last, r.updated_at limit 40`,
  );
  return rows.map((r) => ({
    caseId: r.id,
    caseNumber: r.case_number,
    clientName: r.client_name,
    risk: r.risk,
    dueOn: r.due === null || r.due === undefined ? null : dayText(r.due),
    assignee: r.username ? { username: r.username, name: r.name ?? r.username } : null,
  }));
}

/**
 * The `limit` cases stuck longest in each stuck state (one ordered slice of the (status, updated_at) index each; an
 * OR of the states would read and sort every open case).
 */
function stuckCases(now: Date, limit: number) {
  return sql.join(
    stuckCutoffs("case", now).map(
      ({ status, cutoff }) =>
        sql`(select id, updated_at from cases where status = ${status} and updated_at < ${cutoff}::timestamptz
          order by updated_at limit ${limit})`,
    ),
    sql` union all `,
  );
}

/** The open states of `record` as an SQL list: the one definition of open work (OPEN_STATES, decision 031). */
export const openStates = (record: PipelineRecord) =>
  sql.join(
    OPEN_STATES[record].map((s) => sql`${s}`),
    sql`, `,
  );

/** A `dashboard_states` row of open `record`s. */
const openCondition = (record: PipelineRecord) =>
  sql`record_type = ${record} and status in (${openStates(record)})`;

/** Each internal account's open work, and the open work nobody has. */
async function workload(db: Database, today: string): Promise<OverviewDashboard["workload"]> {
  const rows = await rowsOf<Record<string, unknown> & { username: string | null; name: string | null }>(
    db,
    // The open records per state and assignee are kept by the database (dashboard_states, migration 0013); only
    // the overdue follow-ups depend on today, one slice per open state of the (status, assignee, follow-up) index.
    sql`with w as (
        select assignee_id,
          coalesce(sum(count) filter (where ${openCondition("enquiry")}), 0) as e,
          coalesce(sum(count) filter (where ${openCondition("lead")}), 0) as l,
          coalesce(sum(count) filter (where ${openCondition("deal")}), 0) as d,
          coalesce(sum(count) filter (where ${openCondition("case")}), 0) as c,
          0 as f
        from dashboard_states where record_type in ('enquiry', 'lead', 'deal', 'case') group by assignee_id
        union all select assignee_id, 0, 0, 0, 0, count(*) from leads
          where status in (${openStates("lead")}) and next_follow_up_on < ${today}::date group by assignee_id
      ), t as (
        select assignee_id, sum(e) as e, sum(l) as l, sum(d) as d, sum(c) as c, sum(f) as f from w group by assignee_id
        having sum(e) + sum(l) + sum(d) + sum(c) + sum(f) > 0
      )
      select u.username, u.name, coalesce(t.e, 0) as e, coalesce(t.l, 0) as l, coalesce(t.d, 0) as d,
        coalesce(t.c, 0) as c, coalesce(t.f, 0) as f
      from t full join (select * from users where active and role in ('ceo', 'admin', 'staff')) u on u.id = t.assignee_id
      where u.id is not null or t.assignee_id is null
      order by u.username nulls last`,
  );
  return rows.map((r) => ({
    assignee: r.username ? { username: r.username, name: r.name ?? r.username } : null,
    openEnquiries: num(r.e),
    openLeads: num(r.l),
    openDeals: num(r.d),
    openCases: num(r.c),
    overdueFollowUps: num(r.f),
  }));
}

/** Records created and state changes made in the 24 hours before `now`. */
async function sinceYesterday(db: Database, now: Date): Promise<OverviewDashboard["sinceYesterday"]> {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const [created, changes] = await Promise.all([
    rowsOf<{ record: PipelineRecord; n: unknown }>(
      db,
      sql`select 'enquiry' as record, count(*) as n from enquiries where created_at >= ${since}::timestamptz
        union all select 'lead', count(*) from leads where created_at >= ${since}::timestamptz
        union all select 'deal', count(*) from deals where created_at >= ${since}::timestamptz
        union all select 'case', count(*) from cases where created_at >= ${since}::timestamptz
        union all select 'delivery', count(*) from deliveries where created_at >= ${since}::timestamptz`,
    ),
    rowsOf<{ record: PipelineRecord; status: string; n: unknown }>(
      db,
      sql`select record_type as record, to_status as status, count(*) as n from stage_changes
        where at >= ${since}::timestamptz and record_type in ('enquiry', 'lead', 'deal', 'case', 'delivery')
        group by record_type, to_status order by record_type, count(*) desc`,
    ),
  ]);
  return {
    created: created.map((r) => ({ record: r.record, count: num(r.n) })),
    changes: changes.map((r) => ({ record: r.record, status: r.status, count: num(r.n) })),
  };
}

async function readOverviewDashboard(db: Database, now: Date): Promise<OverviewDashboard> {
  const today = kolkataDay(now);
  const [enquiries, revenue, rates, risk, load, changes] = await Promise.all([
    enquiryCounts(db, today),
    revenueMonths(db, today),
    decisionRates(db, today),
    casesAtRisk(db, today, now),
    workload(db, today),
    sinceYesterday(db, now),
  ]);
  return {
    asOf: now.toISOString(),
    today,
    enquiries,
    revenue,
    ...rates,
    casesAtRisk: risk,
    workload: load,
    sinceYesterday: changes,
  };
}

/** `/api/dashboards/overview`: the 360 dashboard. */
export function overviewDashboard(db: Database, now: Date): Promise<OverviewDashboard> {
  // Every write committed before this read counts: the read model folds the queued ones in first (decision 042).
  return fromRollups(db, (folded) => readOverviewDashboard(folded, now));
}
