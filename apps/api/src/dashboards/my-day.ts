import { OPEN_STATES } from "@visadesk/contracts/crm";
import { MY_DAY_DAYS_AHEAD, type MyDay } from "@visadesk/contracts/dashboards";
import { sql } from "drizzle-orm";
import { addDays, kolkataDay } from "#dashboards/range.ts";
import { fromRollups } from "#dashboards/read-model.ts";
import { dayText, iso, num, rowsOf } from "#dashboards/sql.ts";
import type { Database } from "#db/client.ts";

/** The most cases each of My day's lists answers (its page shows fewer and links to the whole list). */
const LIST_LIMIT = 20;

const openCaseStates = sql.join(
  OPEN_STATES.case.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * The open enquiries, leads and cases nobody has, from the state rollup (dashboard_states) with the same open
 * states as the 360 dashboard's "Nobody" row, so the two pages cannot disagree.
 */
async function unowned(db: Database): Promise<NonNullable<MyDay["unowned"]>> {
  const open = (record: "enquiry" | "lead" | "case") =>
    sql`coalesce(sum(count) filter (where record_type = ${record} and status in (${sql.join(
      OPEN_STATES[record].map((s) => sql`${s}`),
      sql`, `,
    )})), 0)`;
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${open("enquiry")} as e, ${open("lead")} as l, ${open("case")} as c
      from dashboard_states where assignee_id is null`,
  );
  return { enquiries: num(row?.e), leads: num(row?.l), cases: num(row?.c) };
}

/** `userId`'s open cases with documents the client uploaded that nobody has reviewed yet, longest waiting first. */
async function documentsToReview(db: Database, userId: string): Promise<MyDay["documentsToReview"]> {
  const rows = await rowsOf<
    Record<string, unknown> & { id: string; case_number: string; client_name: string }
  >(
    db,
    sql`select c.id, c.case_number, c.client_name, count(*) as n, max(d.uploaded_at) as last_at
      from cases c join documents d on d.case_id = c.id
      where c.assignee_id = ${userId} and c.status in (${openCaseStates})
        and d.status = 'uploaded' and d.uploaded_by_client
      group by c.id, c.case_number, c.client_name
      order by min(d.uploaded_at), c.case_number limit ${LIST_LIMIT}`,
  );
  return rows.map((r) => ({
    caseId: r.id,
    caseNumber: r.case_number,
    clientName: r.client_name,
    documents: num(r.n),
    lastUploadedAt: iso(r.last_at),
  }));
}

/**
 * `userId`'s cases' key dates from today to MY_DAY_DAYS_AHEAD days on: appeal deadlines of refused cases with no
 * appeal started, appointments and biometrics of cases not yet past that step.
 */
async function keyDates(db: Database, userId: string, today: string): Promise<MyDay["keyDates"]> {
  const last = addDays(today, MY_DAY_DAYS_AHEAD);
  const rows = await rowsOf<{
    id: string;
    case_number: string;
    client_name: string;
    kind: MyDay["keyDates"][number]["kind"];
    due: unknown;
  }>(
    db,
    sql`select * from (
        select c.id, c.case_number, c.client_name, 'appeal_deadline' as kind, c.appeal_deadline_on as due
          from cases c where c.assignee_id = ${userId} and c.decision = 'refused'
            and c.appeal_deadline_on between ${today}::date and ${last}::date
            and not exists (select 1 from cases a where a.parent_case_id = c.id)
        union all
        select c.id, c.case_number, c.client_name, 'appointment', c.appointment_on from cases c
          where c.assignee_id = ${userId} and c.status in ('intake', 'documents_pending', 'documents_complete')
            and c.appointment_on between ${today}::date and ${last}::date
        union all
        select c.id, c.case_number, c.client_name, 'biometrics', c.biometrics_on from cases c
          where c.assignee_id = ${userId}
            and c.status in ('intake', 'documents_pending', 'documents_complete', 'submitted')
            and c.biometrics_on between ${today}::date and ${last}::date
      ) k order by k.due, k.case_number limit ${LIST_LIMIT}`,
  );
  return rows.map((r) => ({
    caseId: r.id,
    caseNumber: r.case_number,
    clientName: r.client_name,
    kind: r.kind,
    on: dayText(r.due),
  }));
}

/** `/api/my-day`: `manages` (admin, CEO) adds the open work nobody has. */
export async function myDay(db: Database, userId: string, manages: boolean, now: Date): Promise<MyDay> {
  const today = kolkataDay(now);
  const [nobody, documents, dates] = await Promise.all([
    // Every write committed before this read counts: the read model folds the queued ones in first (decision 042).
    manages ? fromRollups(db, unowned) : Promise.resolve(null),
    documentsToReview(db, userId),
    keyDates(db, userId, today),
  ]);
  return { today, unowned: nobody, documentsToReview: documents, keyDates: dates };
}
