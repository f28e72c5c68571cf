import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { startOfLocalDay } from "#crm/calendar.ts";

/** Created on/after `from` and before the end of `to` (dates are calendar days in Asia/Kolkata), as instants. */
export function dateBounds(from: string | undefined, to: string | undefined): { from?: Date; to?: Date } {
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
