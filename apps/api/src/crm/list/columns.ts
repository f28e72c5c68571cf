import { eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import { isoTime } from "#crm/list/times.ts";
import type { Database } from "#db/client.ts";
import { users } from "#db/schema.ts";

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

/**
 * The select of a list without its where, order and limit: a dynamic select (`.$dynamic()`) of {@link aliased}
 * fields. Its rows' type is the list's `Row`, which the list states; the planner needs only the select's methods.
 * `from`, when given, stands for the table (rows of it under its own name: a search's page).
 */
export type ListSelect = (db: Database, from?: SQL) => PgSelect;

/**
 * The select of a CRM list over `table`: its list columns with the assignee's username and name, since every list shows
 * who has each record. `unread` names columns its items never show (an enquiry's message and attribution, say): left
 * out, the database does not turn them into each page's JSON, nor the API parse them
 * (docs/behaviours/speed.md#api-lists).
 */
export function selectWithAssignee(
  table: PgTable & { createdAt: PgColumn; updatedAt: PgColumn; assigneeId: PgColumn },
  unread: readonly string[] = [],
): ListSelect {
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
      .$dynamic();
}
