import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "#db/client.ts";

/** A statement written once, run with the values of each call (by their placeholders' names). */
export type PreparedStatement<Row> = (db: Database, values: Record<string, unknown>) => Promise<Row[]>;

/**
 * `query` (every value a `sql.placeholder`) turned into its text once for the process, then run as the named
 * statement `name` on whichever database or transaction a call gives: PostgreSQL parses and plans it once per
 * connection (postgres.js prepares it by name), PGlite's worker does the same for any repeated text (decision 016).
 * `db.execute` would send it unnamed, so PostgreSQL would parse and plan it on every call, and Drizzle would build its
 * text again each time.
 */
export function preparedStatement<Row>(name: string, query: SQL): PreparedStatement<Row> {
  const built = new PgDialect().sqlToQuery(query);
  return async (db, values) => {
    const result = (await db._.session.prepareQuery(built, undefined, name, false).execute(values)) as
      | Row[]
      | { rows: Row[] };
    return Array.isArray(result) ? result : result.rows;
  };
}
