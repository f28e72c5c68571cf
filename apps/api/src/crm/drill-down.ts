import { type FirstTouchDimension, OPEN_STATES } from "@visadesk/contracts/crm";
import { type PipelineRecord, STUCK_AFTER_DAYS } from "@visadesk/contracts/dashboards";
import { and, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AnyActor } from "#crm/actors.ts";
import { startOfLocalDay } from "#crm/calendar.ts";
import type { ListPart } from "#crm/list/index.ts";
import { fromRollups } from "#dashboards/read-model.ts";
import type { Database } from "#db/client.ts";
import { attributionLeads, dashboardLeads, stageChanges } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";

// The filters a dashboard figure opens its list with (contracts' crm/drill-down.ts), as conditions a list adds to its
// own (`extra`): each counts the records exactly as the dashboard's SQL does, so the list and the figure agree.

const DAY_MS = 86_400_000;

/** The drill-down filters every record list takes. */
export interface DrillDownQuery {
  stuck?: boolean | undefined;
  open?: boolean | undefined;
  reached?: string | undefined;
  reachedFrom?: string | undefined;
  reachedTo?: string | undefined;
}

/** The columns of a record's table the common drill-down filters read. */
export interface DrillDownColumns {
  id: PgColumn;
  state: PgColumn;
  updatedAt: PgColumn;
}

/** The instant a `from` bound (a day in Asia/Kolkata, or an instant) starts at. */
export function boundFrom(value: string): Date {
  return value.length === 10 ? startOfLocalDay(value) : new Date(value);
}

/** The instant a `to` bound ends before: the end of its day, or the instant itself. */
export function boundTo(value: string): Date {
  return value.length === 10 ? new Date(startOfLocalDay(value).getTime() + DAY_MS) : new Date(value);
}

function badQuery(field: string, message: string): HttpError {
  return new HttpError(400, "bad_request", `Invalid request: ${field}: ${message}`, { [field]: message });
}

/** Every condition given, joined by `and`; undefined when there is none. */
export function allOf(...conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length === 0 ? undefined : present.length === 1 ? present[0] : and(...present);
}

/**
 * Stuck: in a state with a threshold and unchanged (updated_at) for longer than it, at `now`, as the workflow
 * dashboard counts them. A state without a threshold is never stuck.
 */
export function stuckCondition(record: PipelineRecord, columns: DrillDownColumns, now: Date): SQL {
  const parts = Object.entries(STUCK_AFTER_DAYS[record] as Record<string, number>).map(
    ([status, days]) =>
      sql`(${columns.state} = ${status} and ${columns.updatedAt} < ${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz)`,
  );
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** The condition of the common drill-down filters of `query` on `record`'s list, or undefined when none is given. */
export function drillDownCondition(
  record: PipelineRecord,
  columns: DrillDownColumns,
  query: DrillDownQuery,
  now: Date,
): SQL | undefined {
  if ((query.reachedFrom !== undefined || query.reachedTo !== undefined) && query.reached === undefined) {
    throw badQuery("reached", "is required with reachedFrom or reachedTo (the state the records moved into)");
  }
  if (query.reachedFrom !== undefined && query.reachedTo !== undefined) {
    if (boundFrom(query.reachedFrom).getTime() >= boundTo(query.reachedTo).getTime()) {
      throw badQuery("reachedTo", "must not be before reachedFrom");
    }
  }
  const reached =
    query.reached === undefined
      ? undefined
      : sql`exists (select 1 from ${stageChanges} where ${stageChanges.recordType} = ${record}
          and ${stageChanges.recordId} = ${columns.id} and ${stageChanges.toStatus} = ${query.reached}
          ${query.reachedFrom === undefined ? sql`` : sql`and ${stageChanges.at} >= ${boundFrom(query.reachedFrom).toISOString()}::timestamptz`}
          ${query.reachedTo === undefined ? sql`` : sql`and ${stageChanges.at} < ${boundTo(query.reachedTo).toISOString()}::timestamptz`})`;
  return allOf(
    query.stuck === true ? stuckCondition(record, columns, now) : undefined,
    query.open === true ? inArray(columns.state, [...OPEN_STATES[record]]) : undefined,
    reached,
  );
}

/** `from` to `to` (days, both kept) on a `date` column; an error naming the fields when they are the wrong way round. */
export function dayRange(
  column: PgColumn,
  from: string | undefined,
  to: string | undefined,
  names: [string, string],
): SQL | undefined {
  if (from !== undefined && to !== undefined && from > to)
    throw badQuery(names[1], `must not be before ${names[0]}`);
  return allOf(
    from === undefined ? undefined : sql`${column} >= ${from}::date`,
    to === undefined ? undefined : sql`${column} <= ${to}::date`,
  );
}

/** The first-touch filters the lead, deal and case lists take (contracts' FIRST_TOUCH_FIELDS). */
export interface FirstTouchQuery {
  firstTouchFrom?: string | undefined;
  firstTouchTo?: string | undefined;
  firstTouchBy?: FirstTouchDimension | undefined;
  firstTouchKey?: string | undefined;
}

/**
 * `query` taken apart: the drill-down filters every record list shares, the first-touch filters, and the rest (the
 * list's own filters and paging), so that each list names only what is its own.
 */
export function splitDrillDown<Q extends DrillDownQuery & FirstTouchQuery>(query: Q) {
  const {
    stuck,
    open,
    reached,
    reachedFrom,
    reachedTo,
    firstTouchFrom,
    firstTouchTo,
    firstTouchBy,
    firstTouchKey,
    ...rest
  } = query;
  return {
    drillDown: { stuck, open, reached, reachedFrom, reachedTo } satisfies DrillDownQuery,
    firstTouch: { firstTouchFrom, firstTouchTo, firstTouchBy, firstTouchKey } satisfies FirstTouchQuery,
    rest,
  };
}

/** The column of `attribution_leads` each first-touch key is kept in. */
const FIRST_TOUCH_COLUMNS: Record<FirstTouchDimension, PgColumn> = {
  source: attributionLeads.source,
  campaign: attributionLeads.campaign,
  keyword: attributionLeads.keyword,
  city: attributionLeads.city,
  personalisation: attributionLeads.personalisation,
  destination: attributionLeads.destination,
  visaType: attributionLeads.visaType,
};

/**
 * Records of the leads whose first touch (their row of `attribution_leads`, kept by migration 0013's triggers and
 * read by its primary key) matches `query`, as the analytics dashboard counts them: `leadId` is the record's lead.
 * `firstTouchBy` without `firstTouchKey` keeps the leads with no key recorded (the dashboard's "None" row).
 * Undefined when no first-touch filter is given.
 */
export function firstTouchCondition(leadId: SQL | PgColumn, query: FirstTouchQuery): SQL | undefined {
  const { firstTouchFrom, firstTouchTo, firstTouchBy, firstTouchKey } = query;
  if (firstTouchKey !== undefined && firstTouchBy === undefined)
    throw badQuery("firstTouchBy", "is required with firstTouchKey (what the key is: source, keyword...)");
  const days = dayRange(attributionLeads.day, firstTouchFrom, firstTouchTo, [
    "firstTouchFrom",
    "firstTouchTo",
  ]);
  if (days === undefined && firstTouchBy === undefined) return undefined;
  const keyed =
    firstTouchBy === undefined
      ? undefined
      : sql`${FIRST_TOUCH_COLUMNS[firstTouchBy]} = ${firstTouchKey ?? ""}`; // no key: none recorded
  return sql`exists (select 1 from ${attributionLeads} where ${attributionLeads.leadId} = ${leadId}
    and ${allOf(days, keyed)})`;
}

/** The lead list's outcome filters (contracts' LEAD_OUTCOME_FIELDS). */
export interface LeadOutcomeQuery {
  converted?: "deal" | "won" | undefined;
  contacted?: boolean | undefined;
}

/**
 * Leads with a deal / a won deal / contacted, read from `dashboard_leads` (kept by migration 0013's triggers, by its
 * primary key) exactly as the staff performance page counts them. Undefined when neither filter is given.
 */
export function leadOutcomeCondition(leadId: PgColumn, query: LeadOutcomeQuery): SQL | undefined {
  const parts = allOf(
    query.converted === "deal" ? sql`${dashboardLeads.deals} > 0` : undefined,
    query.converted === "won" ? sql`${dashboardLeads.won} > 0` : undefined,
    query.contacted === true ? sql`${dashboardLeads.firstContactAt} is not null` : undefined,
    query.contacted === false ? sql`${dashboardLeads.firstContactAt} is null` : undefined,
  );
  return parts === undefined
    ? undefined
    : sql`exists (select 1 from ${dashboardLeads} where ${dashboardLeads.leadId} = ${leadId} and ${parts})`;
}

/** A paged list (crm/list/'s `pagedList`) as its services call it. */
type PagedList<Q, R, Row> = ((actor: AnyActor, query: Q, extra?: SQL) => Promise<R>) & {
  statementOf: (actor: AnyActor, query: Q) => { sql: string; params: unknown[] };
  partOf: (actor: AnyActor, query: Q) => ListPart<R extends { items: (infer Item)[] } ? Item : never>;
  batches: (actor: AnyActor, query: Q, extra?: SQL) => AsyncGenerator<Row[]>;
};

/** The filters read from each lead's rollup rows (`attribution_leads`, `dashboard_leads`). */
const LEAD_ROLLUP_FILTERS = [
  "firstTouchFrom",
  "firstTouchTo",
  "firstTouchBy",
  "firstTouchKey",
  "converted",
  "contacted",
] as const satisfies readonly (keyof FirstTouchQuery | keyof LeadOutcomeQuery)[];

/**
 * Answers `read` through the dashboards' read model (decision 042) when `query` filters on a lead's rollup rows, so
 * that the list counts every lead written before it, as the dashboard that opened it does; directly otherwise.
 */
export function readForDrillDown<T>(db: Database, query: object, read: () => Promise<T>): Promise<T> {
  const values = query as Record<string, unknown>;
  return LEAD_ROLLUP_FILTERS.some((field) => values[field] !== undefined) ? fromRollups(db, read) : read();
}

/** `batches` (a list's rows for a file), each read as {@link readForDrillDown} reads a page. */
export async function* batchesForDrillDown<T>(
  db: Database,
  query: object,
  batches: AsyncGenerator<T>,
): AsyncGenerator<T> {
  for (;;) {
    const next = await readForDrillDown(db, query, () => batches.next());
    if (next.done) return;
    yield next.value;
  }
}

/**
 * `paged` taking its drill-down filters too: `narrow` takes them out of the query and answers their condition, which
 * the list adds to its own (such a query is built for its request only; the common ones stay prepared).
 */
export function withDrillDown<Q extends object, R, Row>(
  db: Database,
  paged: PagedList<Q, R, Row>,
  narrow: (query: Q, now: Date) => { query: Q; condition: SQL | undefined },
): PagedList<Q, R, Row> {
  const list = (actor: AnyActor, query: Q, extra?: SQL) =>
    readForDrillDown(db, query, () => {
      const narrowed = narrow(query, actor.now);
      return paged(actor, narrowed.query, allOf(extra, narrowed.condition));
    });
  // A part (the header search's) is one prepared shape, so it takes no drill-down filter (they build per request).
  const partOf = (actor: AnyActor, query: Q) => {
    const narrowed = narrow(query, actor.now);
    if (narrowed.condition !== undefined) throw new Error("a list part takes no drill-down filter");
    return paged.partOf(actor, narrowed.query);
  };
  function batches(actor: AnyActor, query: Q, extra?: SQL): AsyncGenerator<Row[]> {
    const narrowed = narrow(query, actor.now);
    return batchesForDrillDown(
      db,
      query,
      paged.batches(actor, narrowed.query, allOf(extra, narrowed.condition)),
    );
  }
  return Object.assign(list, { statementOf: paged.statementOf, partOf, batches });
}
