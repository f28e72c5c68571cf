import type { SQL } from "drizzle-orm";
import type { Database } from "#db/client.ts";

/** The rows of a raw query on pg-boss's tables: postgres.js answers an array, PGlite an object with `rows`. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
