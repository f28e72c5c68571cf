import type { SQL } from "drizzle-orm";
import type { Database } from "#db/client.ts";

/** The rows of a raw query: postgres.js answers an array, PGlite an object with `rows`. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** A count or sum as a JavaScript number (PostgreSQL's bigint and numeric arrive as strings from postgres.js). */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** `part / whole`, or null when `whole` is 0. */
export const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** An instant column's value as ISO text (postgres.js gives a Date for timestamptz; PGlite a Date too, raw text on some paths). */
export const iso = (value: unknown): string => new Date(value as string | Date).toISOString();

/** A `date` column's value as `YYYY-MM-DD`. */
export const dayText = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
