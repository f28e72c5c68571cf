import { is, Placeholder, SQL, sql } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { buildCount } from "#crm/list/build.ts";
import type { ListSql, PagedQuery } from "#crm/list/definition.ts";
import type { Shape } from "#crm/list/plan.ts";
import type { Database } from "#db/client.ts";

/** The most shapes of one list kept prepared (a list has a few hundred possible; a handful are common). */
const MAX_SHAPES = 200;

/** A prepared list statement: run with the values of one request; its rows keyed by the select's aliases. */
export interface Statement<Row> {
  all: (values: Record<string, unknown>) => Promise<Row[]>;
}

/** A prepared count statement: how many match, and the sum of the list's money column as text. */
export type CountStatement = Statement<{ total: number; sum: string }>;

/**
 * Prepares `query` to answer its page's rows, with the keys and values a list needs (so every field must be selected
 * `as` its key: `aliased`), in the way that costs least on each database:
 * - PGlite: its whole page as one JSON value (`json_agg` of its rows, in their order), so that the driver reads one
 *   field instead of ~800: parsing each field of the wire protocol in JavaScript cost more than running the query.
 * - PostgreSQL: the rows themselves. `json_agg` cost its backend 0.17 ms of CPU a page of 50 (as much again as the
 * page's plan and scan), where postgres.js parses the ~800 fields in 0.03 ms of the API's
 * (docs/behaviours/speed.md#api-lists, decision 020).
 */
export function prepareList<Row>(db: Database, query: PgSelect, name: string): Statement<Row> {
  for (const [key, field] of Object.entries(query._.config.fields)) {
    if (!is(field, SQL.Aliased) || field.fieldAlias !== key) {
      throw new Error(`list field ${key} is not selected as "${key}" (use aliased())`);
    }
  }
  // Drizzle's `all` answers the driver's rows as they are: keyed by the aliases, without its own per-cell mapping.
  // The rows' type is the list's own: the select's fields are its keys, which Drizzle cannot see through `aliased`.
  if (is(db, PostgresJsDatabase)) return query.prepare(name) as unknown as Statement<Row>;
  const statement = db
    .select({ rows: sql<Row[] | string>`coalesce(json_agg(page), '[]'::json)`.as("rows") })
    .from(query.as("page") as unknown as PgTable)
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
export function checkPlaceholders(query: PgSelect): void {
  if (!query.toSQL().params.every((param) => is(param, Placeholder))) {
    throw new Error("a list statement holds a value instead of a placeholder");
  }
}

/** The statement of `key` in `cache`, made by `make` once; the oldest is dropped past MAX_SHAPES. */
export function cachedStatement<S>(cache: Map<string, S>, key: string, make: () => S): S {
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

/** The count statement of `shape` (its cursor ignored); checked for placeholders when it is to be kept. */
export function prepareCount<Q extends PagedQuery>(
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
