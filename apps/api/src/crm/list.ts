import { and, eq, getTableColumns, getTableName, is, isNull, or, Placeholder, SQL, sql } from "drizzle-orm";
import type { PgColumn, PgSelectBase, PgTable } from "drizzle-orm/pg-core";
import { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import type { AnyActor } from "#crm/actors.ts";
import { startOfLocalDay } from "#crm/calendar.ts";
import {
  hiddenValue,
  phoneDigitsOf,
  planSearch,
  type SearchShape,
  searchCondition,
  searchedIds,
  searchedTermRows,
} from "#crm/list-search.ts";
import type { Database } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";

export type SortKind = "time" | "text" | "int";

/** The keyset position after the last row of a page: the sort value and the id (the tiebreaker). */
type CursorValue = [string | number, string];

export function encodeCursor(value: Date | string | number, id: string): string {
  const plain = value instanceof Date ? value.toISOString() : value;
  return Buffer.from(JSON.stringify([plain, id])).toString("base64url");
}

function badCursor(): HttpError {
  return new HttpError(400, "bad_request", "Invalid request: cursor: is not a cursor of this list", {
    cursor: "is not a cursor of this list",
  });
}

function decodeCursor(cursor: string, kind: SortKind): CursorValue {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw badCursor();
  const [value, id] = parsed as unknown[];
  if (typeof id !== "string" || !/^[0-9a-f-]{36}$/i.test(id)) throw badCursor();
  if (kind === "int" ? !Number.isInteger(value) : typeof value !== "string") throw badCursor();
  if (kind === "time" && Number.isNaN(Date.parse(value as string))) throw badCursor();
  return [value as string | number, id];
}

/** Created on/after `from` and before the end of `to` (dates are calendar days in Asia/Kolkata), as instants. */
function dateBounds(from: string | undefined, to: string | undefined): { from?: Date; to?: Date } {
  return {
    ...(from !== undefined ? { from: from.length === 10 ? startOfLocalDay(from) : new Date(from) } : {}),
    ...(to !== undefined
      ? {
          to: to.length === 10 ? new Date(startOfLocalDay(to).getTime() + 86_400_000) : new Date(to),
        }
      : {}),
  };
}

/**
 * `column` as a UTC wall-clock time (timestamp without time zone), which a page's JSON writes as
 * "2025-01-06T09:00:00.123" whatever the session's time zone; {@link utcIso} completes it to `Date#toISOString`'s form.
 * The database formatting it with `to_char` cost a fifth of a PGlite page; parsing and formatting Date objects in
 * Node cost a tenth of the server's time per page.
 */
export function isoTime(column: PgColumn): SQL<string> {
  return sql<string>`(${column} at time zone 'UTC')`;
}

/**
 * "2025-01-06T09:00:00.123456" or "2025-01-06 09:00:00" (a UTC timestamp as JSON or as the driver's text) as
 * "2025-01-06T09:00:00.123Z", truncated to milliseconds as `to_char`'s MS was.
 */
export function utcIso(text: string): string {
  const t = text.charCodeAt(10) === 32 ? `${text.slice(0, 10)}T${text.slice(11)}` : text;
  return t.length === 19 ? `${t}.000Z` : `${t.slice(0, 23).padEnd(23, "0")}Z`;
}

/** A time as the API shows it, from a `Date` or from {@link isoTime}'s text (completed by {@link utcIso}). */
export function instant(value: Date | string): string {
  if (typeof value !== "string") return value.toISOString();
  return value.endsWith("Z") ? value : utcIso(value);
}

/** A row as a list selects it ({@link listColumns}) or as a detail reads it: times as text or dates. */
export type Listed<Row> = Omit<Row, "search" | "phoneDigits" | "createdAt" | "updatedAt"> & {
  createdAt: Date | string;
  updatedAt: Date | string;
};

type AliasedFields<F> = {
  [K in keyof F]: SQL.Aliased<
    F[K] extends PgColumn
      ? F[K]["_"]["notNull"] extends true
        ? F[K]["_"]["data"]
        : F[K]["_"]["data"] | null
      : F[K] extends SQL<infer T>
        ? T
        : never
  >;
};

/**
 * `fields` each selected `as` its own key, so that the driver's rows already have the keys and values a list needs
 * and Drizzle's per-cell row mapping (a fifth of the server's time per page) is skipped. Lists select with this.
 */
export function aliased<F extends Record<string, PgColumn | SQL>>(fields: F): AliasedFields<F> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, sql`${field}`.as(key)]),
  ) as AliasedFields<F>;
}

/** The columns of `table` a list reads: all but the search text and phone digits, and the times as ISO text. */
export function listColumns<T extends PgTable & { createdAt: PgColumn; updatedAt: PgColumn }>(table: T) {
  const {
    search: _search,
    phoneDigits: _digits,
    createdAt: _created,
    updatedAt: _updated,
    ...rest
  } = getTableColumns(table) as ReturnType<typeof getTableColumns<T>> & { phoneDigits?: PgColumn };
  return { ...rest, createdAt: isoTime(table.createdAt), updatedAt: isoTime(table.updatedAt) };
}

/** Splits `limit + 1` rows into the page and the cursor of the next page. */
export function pageOf<R, T>(
  rows: R[],
  limit: number,
  toItem: (row: R) => T,
  cursorOf: (row: R) => string,
): { items: T[]; nextCursor: string | null } {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const last = pageRows[pageRows.length - 1];
  return { items: pageRows.map(toItem), nextCursor: hasMore && last ? cursorOf(last) : null };
}

/** The query every CRM list takes (`ZListQueryBase` parsed), with its own sorts and filters. */
export interface PagedQuery {
  /** The opaque `nextCursor` of the previous page. */
  cursor?: string | undefined;
  limit: number;
  q?: string | undefined;
  /** `me`, `unassigned`, or a username (an unknown one matches nothing). */
  assignee?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  order: "asc" | "desc";
  sort: string;
  /** Whether to count every matching record (a second query, a scan of every match): only when asked. */
  count?: boolean | undefined;
}

/** A filter of a list's own: the query field must equal the column (`caseless`: ignoring case). */
export type ListFilter = PgColumn | { column: PgColumn; caseless: true };

/** A dynamic select (`.$dynamic()`) whose rows are `Row`. */
// biome-ignore lint/suspicious/noExplicitAny: only the row type matters here; the rest is Drizzle's bookkeeping.
export type RowSelect<Row> = PgSelectBase<any, any, any, any, true, never, Row[], any>;

/**
 * The select of a CRM list over `table`: its list columns with the assignee's username and name, since every list shows
 * who has each record. `Row` is the row type the list's `toItem` reads. `unread` names columns its items never show
 * (an enquiry's message and attribution, say): left out, the database does not turn them into each page's JSON, nor
 * the API parse them (docs/behaviours/speed.md#api-lists).
 */
export function selectWithAssignee<Row>(
  table: PgTable & { createdAt: PgColumn; updatedAt: PgColumn; assigneeId: PgColumn },
  unread: readonly string[] = [],
): (db: Database, from?: SQL) => RowSelect<Row> {
  const columns: Record<string, PgColumn | SQL> = listColumns(table);
  for (const key of unread) {
    if (!(key in columns)) throw new Error(`selectWithAssignee: ${key} is not a list column`);
    delete columns[key];
  }
  return (db, from) =>
    db
      .select(aliased({ ...columns, assigneeUsername: users.username, assigneeName: users.name }))
      .from(from ?? table)
      .leftJoin(users, eq(users.id, table.assigneeId))
      .$dynamic() as unknown as RowSelect<Row>;
}

/** What one CRM list is made of; scope, filters, search and keyset paging are the same for every list. */
export interface ListDefinition<Q extends PagedQuery, Row extends { id: string }, Item> {
  /**
   * The select with its joins and without a where: the table's columns, the assignee's username and name... `from`,
   * when given, stands for the table (rows of it under its own name: a search's page).
   */
  select: (db: Database, from?: SQL) => RowSelect<Row>;
  /** The columns the shared filters use. */
  columns: { id: PgColumn; assignee: PgColumn; createdAt: PgColumn; search: PgColumn };
  /** Each sort: its column and kind; the row has a field of the sort's name that holds the value. */
  sorts: Record<Q["sort"], readonly [PgColumn, SortKind]>;
  /** The list's own filters, by query field. */
  filters: { [K in Exclude<keyof Q, keyof PagedQuery> & string]?: ListFilter };
  toItem: (row: Row) => Item;
  /** Date-range filters of its own: the query field holds a `YYYY-MM-DD` the column must be on/after (`from`) or on/before. */
  ranges?: readonly { name: Exclude<keyof Q, keyof PagedQuery> & string; column: PgColumn; from: boolean }[];
  /** A money column whose sum over every matching record each page reports as `totalFeeInr` (integer rupees). */
  sum?: { column: PgColumn };
}

/** A list's page statement as a part of a larger one ({@link pagedList}'s `partOf`). */
export interface ListPart<Item> {
  /** What decides the part's SQL text: parts of equal keys are the same SQL. */
  key: string;
  /** The page's query, from placeholders only (built when a statement of its key is to be prepared). */
  query: () => SQL;
  /** The values of its placeholders. */
  values: Record<string, unknown>;
  /** The page's items from its rows (the driver's rows, or the JSON of them: times as text). */
  page: (rows: unknown[]) => Item[];
}

/** A page of a list, with how many records match in all (whatever the page). */
export interface ListPage<Item> {
  items: Item[];
  nextCursor: string | null;
  /** How many match in all, when the query asked (`count`); else null. */
  total: number | null;
  /** With a {@link ListDefinition.sum}: the sum of its column over every matching record (null when not counted). */
  totalFeeInr?: number | null;
}

/**
 * What decides a list query's SQL text, never its values: each shape is built and prepared once, then executed with
 * the values of each request. Scope and filters are still applied in every query, by the database.
 */
interface Shape {
  /**
   * The rows the page statement fetches (the page's limit + 1), written into its text: with `limit $n`, PostgreSQL's
   * plan cache costs a generic plan for an unknown limit (a tenth of the table) against custom plans for 51 rows, so
   * it never chose the generic plan and planned the page anew on every request (a third of the database's CPU per
   * staff page, docs/behaviours/speed.md#api-lists). A literal limit lets the page's plan be made once per connection;
   * the list's few limits make few shapes.
   */
  rows: number;
  sort: string;
  order: "asc" | "desc";
  scoped: boolean;
  filters: string[];
  assignee: "me" | "nobody" | "unassigned" | "username" | null;
  from: boolean;
  to: boolean;
  ranges: string[];
  search: SearchShape;
  cursor: boolean;
}

/** The most shapes of one list kept prepared (a list has a few hundred possible; a handful are common). */
const MAX_SHAPES = 200;

const p = (name: string) => sql.placeholder(name);

/** A prepared list statement: run with the values of one request. */
type Statement<Row> = { all: (values: Record<string, unknown>) => Promise<Row[]> };
type Preparable<Row> = { prepare: (name: string) => Statement<Row> };

/** A prepared count statement: how many match, and the sum of the list's money column as text. */
type CountStatement = Statement<{ total: number; sum: string }>;

/** The parts of a list definition that decide its SQL (never its values). */
type ListSql<Q extends PagedQuery> = Pick<
  ListDefinition<Q, { id: string }, unknown>,
  "columns" | "filters" | "sorts" | "ranges" | "sum"
>;

/**
 * Prepares `query` to answer its page's rows, with the keys and values a list needs (so every field must be selected
 * `as` its key: {@link aliased}), in the way that costs least on each database:
 * - PGlite: its whole page as one JSON value (`json_agg` of its rows, in their order), so that the driver reads one
 *   field instead of ~800: parsing each field of the wire protocol in JavaScript cost more than running the query.
 * - PostgreSQL: the rows themselves. `json_agg` cost its backend 0.17 ms of CPU a page of 50 (as much again as the
 * page's plan and scan), where postgres.js parses the ~800 fields in 0.03 ms of the API's
 * (docs/behaviours/speed.md#api-lists, decision 020).
 */
function prepareList<Row>(
  db: Database,
  query: { _: { config: { fields: Record<string, unknown> } }; as: (alias: string) => unknown },
  name: string,
): Statement<Row> {
  for (const [key, field] of Object.entries(query._.config.fields)) {
    if (!is(field, SQL.Aliased) || field.fieldAlias !== key) {
      throw new Error(`list field ${key} is not selected as "${key}" (use aliased())`);
    }
  }
  // Drizzle's `all` answers the driver's rows as they are: keyed by the aliases, without its own per-cell mapping.
  if (is(db, PostgresJsDatabase)) return (query as unknown as Preparable<Row>).prepare(name);
  const statement = db
    .select({ rows: sql<Row[] | string>`coalesce(json_agg(page), '[]'::json)`.as("rows") })
    .from(query.as("page") as PgTable)
    .prepare(name) as unknown as Statement<{ rows: Row[] | string }>;
  return {
    all: async (values) => {
      const [page] = await statement.all(values);
      const rows = page?.rows ?? [];
      return typeof rows === "string" ? (JSON.parse(rows) as Row[]) : rows;
    },
  };
}

/** Fails when a value, not a placeholder, is written into `query` (it would be served to every later request). */
function checkPlaceholders(query: { toSQL: () => { params: unknown[] } }) {
  if (!query.toSQL().params.every((param) => is(param, Placeholder))) {
    throw new Error("a list statement holds a value instead of a placeholder");
  }
}

/** The statement of `key` in `cache`, made by `make` once; the oldest is dropped past MAX_SHAPES. */
function cachedStatement<S>(cache: Map<string, S>, key: string, make: () => S): S {
  let statement = cache.get(key);
  if (!statement) {
    statement = make();
    if (cache.size >= MAX_SHAPES) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, statement);
  }
  return statement;
}

/** The assignee part of a plan: which condition the shape takes, and its value. */
function planAssignee(
  actor: AnyActor,
  query: PagedQuery,
  values: Record<string, unknown>,
): Shape["assignee"] {
  if (query.assignee === "unassigned") return "unassigned";
  if (query.assignee === "me") {
    if (actor.userId === null) return "nobody";
    values.assignee = actor.userId;
    return "me";
  }
  if (query.assignee === undefined) return null;
  values.assignee = query.assignee;
  return "username";
}

/** The list's own filters present in `query`, in name order; their values go into `values`. */
function planFilters<Q extends PagedQuery>(
  definition: ListSql<Q>,
  query: Q,
  values: Record<string, unknown>,
): string[] {
  const present: string[] = [];
  for (const field of Object.keys(definition.filters).sort()) {
    const value = (query as Record<string, unknown>)[field];
    if (value === undefined || value === null || value === "") continue;
    present.push(field);
    values[`filter_${field}`] = value;
  }
  return present;
}

/** The list's own date ranges present in `query`; their `YYYY-MM-DD` values go into `values`. */
function planRanges<Q extends PagedQuery>(
  definition: ListSql<Q>,
  query: Q,
  values: Record<string, unknown>,
): string[] {
  const ranges: string[] = [];
  for (const range of definition.ranges ?? []) {
    const value = (query as Record<string, unknown>)[range.name];
    if (typeof value !== "string" || value === "") continue;
    ranges.push(range.name);
    values[`range_${range.name}`] = value;
  }
  return ranges;
}

/** Splits one request into the shape of its SQL (what is prepared) and the values that fill the placeholders. */
function planList<Q extends PagedQuery>(
  definition: ListSql<Q>,
  actor: AnyActor,
  query: Q,
): { shape: Shape; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  const scoped = actor.scope !== "all" && actor.userId !== null;
  if (scoped) values.userId = actor.userId;
  const filters = planFilters(definition, query, values);
  const assignee = planAssignee(actor, query, values);
  const bounds = dateBounds(query.from, query.to);
  if (bounds.from) values.from = bounds.from.toISOString();
  if (bounds.to) values.to = bounds.to.toISOString();
  const ranges = planRanges(definition, query, values);
  const search = planSearch(query.q, phoneDigitsOf(definition.columns.id) !== undefined, values);
  if (query.cursor !== undefined) {
    const [value, id] = decodeCursor(query.cursor, definition.sorts[query.sort as Q["sort"]][1]);
    values.cursorValue = value;
    values.cursorId = id;
  }
  const shape: Shape = {
    rows: query.limit + 1,
    sort: query.sort,
    order: query.order,
    scoped,
    filters,
    assignee,
    from: bounds.from !== undefined,
    to: bounds.to !== undefined,
    ranges,
    search,
    cursor: query.cursor !== undefined,
  };
  return { shape, values };
}

/**
 * How a statement reads its values: as they are (`plain`, or `cast` to a type), or each where the planner cannot see
 * it (list-search.ts's {@link hiddenValue}), so that its custom plans cost what its generic plan does and PostgreSQL
 * keeps the generic plan. A search's statements hide them: with a staff member's own id in sight, a key search's
 * custom plan looked a little cheaper, and was made anew on every run.
 */
interface Params {
  plain: (name: string, type: string) => SQL | Placeholder;
  cast: (name: string, type: string) => SQL;
}
const inSight: Params = {
  plain: (name) => p(name),
  cast: (name, type) => sql`${p(name)}::${sql.raw(type)}`,
};
const hiddenParams: Params = { plain: hiddenValue, cast: hiddenValue };

/** The condition of the shape's assignee filter, if any. */
function assigneeCondition(
  assigneeColumn: PgColumn,
  assignee: Shape["assignee"],
  params: Params,
): SQL | undefined {
  switch (assignee) {
    case "unassigned":
      return isNull(assigneeColumn);
    case "nobody":
      return sql`false`;
    case "me":
      return eq(assigneeColumn, params.plain("assignee", assigneeColumn.getSQLType()));
    case "username":
      return sql`${assigneeColumn} = (select ${users.id} from ${users} where ${users.username} = ${params.plain("assignee", "text")})`;
    case null:
      return undefined;
  }
}

/** Rows after the cursor in the shape's order, keyed by (sort value, id). */
function keysetCondition(
  shape: Shape,
  sortColumn: PgColumn,
  kind: SortKind,
  idColumn: PgColumn,
  params: Params,
): SQL | undefined {
  if (!shape.cursor) return undefined;
  const typed = params.cast(
    "cursorValue",
    kind === "time" ? "timestamptz" : kind === "int" ? "integer" : "text",
  );
  const id = params.cast("cursorId", "uuid");
  return shape.order === "desc"
    ? sql`(${sortColumn}, ${idColumn}) < (${typed}, ${id})`
    : sql`(${sortColumn}, ${idColumn}) > (${typed}, ${id})`;
}

/** The conditions of the list's own filters present in `shape` (`caseless` ones ignore case). */
function filterConditions<Q extends PagedQuery>(
  { filters }: ListSql<Q>,
  shape: Shape,
  params: Params,
): SQL[] {
  return shape.filters.map((field) => {
    const filter = filters[field as keyof typeof filters] as ListFilter;
    return "caseless" in filter
      ? sql`lower(${filter.column}) = lower(${params.plain(`filter_${field}`, "text")})`
      : eq(filter as PgColumn, params.plain(`filter_${field}`, (filter as PgColumn).getSQLType()));
  });
}

/** The conditions of the list's own date ranges present in `shape`, in the definition's order. */
function rangeConditions<Q extends PagedQuery>(
  { ranges }: ListSql<Q>,
  shape: Shape,
  params: Params,
): (SQL | undefined)[] {
  return (ranges ?? []).map((range) =>
    shape.ranges.includes(range.name)
      ? range.from
        ? sql`${range.column} >= ${params.cast(`range_${range.name}`, "date")}`
        : sql`${range.column} <= ${params.cast(`range_${range.name}`, "date")}`
      : undefined,
  );
}

/**
 * The conditions of `shape` but its search (scope, filters, dates; the keyset only when `withCursor`), from
 * placeholders only, in sight of the planner or hidden from it ({@link Params}).
 */
function baseWhere<Q extends PagedQuery>(
  definition: ListSql<Q>,
  shape: Shape,
  extra: SQL | undefined,
  withCursor: boolean,
  params: Params = inSight,
): SQL | undefined {
  const { columns } = definition;
  const [sortColumn, kind] = definition.sorts[shape.sort as Q["sort"]];
  return and(
    extra,
    // The staff scope (as `canSee`): unassigned records and the actor's own.
    shape.scoped
      ? or(
          isNull(columns.assignee),
          eq(columns.assignee, params.plain("userId", columns.assignee.getSQLType())),
        )
      : undefined,
    ...filterConditions(definition, shape, params),
    assigneeCondition(columns.assignee, shape.assignee, params),
    shape.from ? sql`${columns.createdAt} >= ${params.cast("from", "timestamptz")}` : undefined,
    shape.to ? sql`${columns.createdAt} < ${params.cast("to", "timestamptz")}` : undefined,
    ...rangeConditions(definition, shape, params),
    withCursor ? keysetCondition(shape, sortColumn, kind, columns.id, params) : undefined,
  );
}

/** The search columns of a list: its search text and, on a table with phones, their digits. */
function searchColumns<Q extends PagedQuery>({ columns }: ListSql<Q>) {
  return { id: columns.id, search: columns.search, phoneDigits: phoneDigitsOf(columns.id) };
}

/**
 * The query of `shape` (plus `extra`, narrowing it further), in the shape's sort and order. A phone search picks the
 * page's ids first ({@link searchedIds}), so that its plan does not hang on where in time the matches are.
 */
function buildList<Q extends PagedQuery, Row extends { id: string }, Item>(
  db: Database,
  definition: ListDefinition<Q, Row, Item>,
  shape: Shape,
  extra: SQL | undefined,
) {
  const [sortColumn] = definition.sorts[shape.sort as Q["sort"]];
  if (!Number.isSafeInteger(shape.rows) || shape.rows < 1) throw new Error(`a page of ${shape.rows} rows`);
  // A literal (see Shape.rows): Drizzle writes an SQL object as it is, where a number would become a parameter.
  const literalLimit = sql.raw(String(shape.rows)) as unknown as number;
  const direction = shape.order === "desc" ? sql`desc` : sql`asc`;
  const search = shape.search;
  // A phone or term search's statement is planned once: its values are hidden from the planner.
  const params = search !== null && search.kind !== "text" ? hiddenParams : inSight;
  const base = baseWhere(definition, shape, extra, true, params);
  const columns = searchColumns(definition);
  const table = definition.columns.id.table as PgTable;
  const page = { rows: shape.rows, descending: shape.order === "desc", cursor: shape.cursor };
  if (
    (search?.kind === "words" || search?.kind === "pairs" || search?.kind === "keys") &&
    sortColumn === definition.columns.createdAt
  ) {
    // A term search in creation order reads its page's rows itself (scope, filters and the cursor inside, each record
    // fetched once), under the table's own name, so that the list's select reads them as it reads the table.
    const rows = searchedTermRows(
      table,
      { ...columns, createdAt: definition.columns.createdAt },
      search,
      baseWhere(definition, shape, extra, false, params),
      page,
    );
    return definition
      .select(db, sql`(${rows}) as ${sql.identifier(getTableName(table))}`)
      .orderBy(sql`${sortColumn} ${direction}`, sql`${definition.columns.id} ${direction}`)
      .limit(literalLimit);
  }
  // A phone search picks its page's ids first; anything else is the planner's choice (a search of other text, or a
  // term search in another order: every match is read and sorted).
  const where =
    search?.kind === "phone"
      ? sql`${definition.columns.id} in (${searchedIds(table, columns, search, base, sortColumn, page)})`
      : and(base, searchCondition(columns, search));
  return definition
    .select(db)
    .where(where)
    .orderBy(sql`${sortColumn} ${direction}`, sql`${definition.columns.id} ${direction}`)
    .limit(literalLimit);
}

/** How many records match `shape` in all (and the sum of the list's money column), whatever the page. */
function buildCount<Q extends PagedQuery>(
  db: Database,
  definition: ListSql<Q>,
  shape: Shape,
  extra: SQL | undefined,
) {
  const { sum, columns } = definition;
  return db
    .select({
      total: sql<number>`count(*)::integer`.as("total"),
      sum: (sum ? sql<number>`coalesce(sum(${sum.column}), 0)::bigint::text` : sql<string>`'0'`).as("sum"),
    })
    .from(columns.id.table)
    .where(
      and(
        baseWhere(definition, shape, extra, false),
        searchCondition(searchColumns(definition), shape.search),
      ),
    )
    .$dynamic();
}

/** The count statement of `shape` (its cursor ignored); checked for placeholders when it is to be kept. */
function prepareCount<Q extends PagedQuery>(
  db: Database,
  definition: ListSql<Q>,
  shape: Shape,
  extra: SQL | undefined,
  name: string,
): CountStatement {
  const query = buildCount(db, definition, { ...shape, rows: 0, cursor: false }, extra);
  if (extra === undefined) checkPlaceholders(query);
  return query.prepare(name) as unknown as CountStatement;
}

/**
 * One CRM list: `list(actor, query)` answers a page of items and the cursor of the next page, in the query's sort,
 * filtered by the actor's scope (staff see unassigned records and their own) and the query. `extra` narrows it
 * further (the customer portal's own records); such a query is built for that call only.
 */
export function pagedList<Q extends PagedQuery, Row extends { id: string }, Item>(
  db: Database,
  definition: ListDefinition<Q, Row, Item>,
) {
  const prepared = new Map<string, Statement<Row>>();
  const counts = new Map<string, CountStatement>();
  /** Statement names number both caches together, so that a list's page and count statements never share one. */
  const nameOf = (kind: "p" | "n") => `list_${prepared.size + counts.size}_${kind}`;

  function listStatement(shape: Shape, extra: SQL | undefined): Statement<Row> {
    if (extra !== undefined)
      return prepareList<Row>(db, buildList(db, definition, shape, extra), "list_once");
    return cachedStatement(prepared, JSON.stringify(shape), () => {
      const built = buildList(db, definition, shape, undefined);
      checkPlaceholders(built);
      return prepareList<Row>(db, built, nameOf("p"));
    });
  }

  function countStatement(shape: Shape, extra: SQL | undefined): CountStatement {
    if (extra !== undefined) return prepareCount(db, definition, shape, extra, "count_once");
    return cachedStatement(counts, JSON.stringify({ ...shape, rows: 0, cursor: false }), () =>
      prepareCount(db, definition, shape, undefined, nameOf("n")),
    );
  }

  /**
   * The SQL text and values of the page statement `list(actor, query)` runs (for the tests and benchmarks that pin
   * its plan with EXPLAIN).
   */
  function statementOf(actor: AnyActor, query: Q): { sql: string; params: unknown[] } {
    const { shape, values } = planList(definition, actor, query);
    const built = buildList(db, definition, shape, undefined).toSQL();
    return {
      sql: built.sql,
      params: built.params.map((param) => (is(param, Placeholder) ? values[param.name] : param)),
    };
  }

  /** The page of `query` from its statement's rows (the page's limit + 1). */
  function pageFrom(rows: Row[], query: Q): { items: Item[]; nextCursor: string | null } {
    for (const row of rows as unknown as Record<string, unknown>[]) {
      if (typeof row.createdAt === "string") row.createdAt = utcIso(row.createdAt);
      if (typeof row.updatedAt === "string") row.updatedAt = utcIso(row.updatedAt);
    }
    return pageOf(rows, query.limit, definition.toItem, (row) =>
      encodeCursor((row as Record<string, unknown>)[query.sort] as Date | string | number, row.id),
    );
  }

  /**
   * The page statement of `query` as a part of a larger statement (the header search's: decision 021), unprepared:
   * the key of its shape (what decides its text), its query, its values, and how its rows make the page.
   */
  function partOf(actor: AnyActor, query: Q): ListPart<Item> {
    const { shape, values } = planList(definition, actor, query);
    return {
      key: JSON.stringify(shape),
      query: () => {
        const built = buildList(db, definition, shape, undefined);
        checkPlaceholders(built);
        return built.getSQL();
      },
      values,
      page: (rows) => pageFrom(rows as Row[], query).items,
    };
  }

  async function list(actor: AnyActor, query: Q, extra?: SQL): Promise<ListPage<Item>> {
    const { shape, values } = planList(definition, actor, query);
    const rows = await listStatement(shape, extra).all(values);
    const page = pageFrom(rows, query);
    // Counting is a scan of every match (a 100,000-lead list: ~20x a page's cost), so only a query that asks pays it.
    if (!query.count) return { ...page, total: null, ...(definition.sum ? { totalFeeInr: null } : {}) };
    const { cursorValue: _value, cursorId: _id, ...countValues } = values;
    const [counted] = await countStatement(shape, extra).all(countValues);
    return {
      ...page,
      total: counted?.total ?? 0,
      ...(definition.sum ? { totalFeeInr: Number(counted?.sum ?? 0) } : {}),
    };
  }
  return Object.assign(list, { statementOf, partOf });
}

export type { Database };
