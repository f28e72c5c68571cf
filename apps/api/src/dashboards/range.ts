import type { DashboardRange, DashboardRangeQuery } from "@visadesk/contracts/dashboards";
import { HttpError } from "#lib/errors.ts";

// Days and months of Asia/Kolkata: UTC+05:30 all year (India has no daylight saving), so a day's bounds are exact
// instants and SQL can compare indexed UTC columns with them.

const DAY_MS = 86_400_000;
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The calendar day in Asia/Kolkata of `instant`, as `YYYY-MM-DD`. */
export function kolkataDay(instant: Date): string {
  return new Date(instant.getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant day `day` (`YYYY-MM-DD`) starts in Asia/Kolkata. */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - KOLKATA_OFFSET_MS);
}

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the month of `day`, `months` months later (negative: earlier). */
export function monthStart(day: string, months = 0): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00.000Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/** A resolved range and its bounds as instants: `[start, end)`, end being the start of the day after `to`. */
export interface ResolvedRange extends DashboardRange {
  start: Date;
  end: Date;
}

/** The query's range with its defaults (the 90 days to today, by week), as days and as instants. */
export function resolveRange(query: DashboardRangeQuery, now: Date, maxDays: number): ResolvedRange {
  const to = query.to ?? kolkataDay(now);
  const from = query.from ?? addDays(to, -89);
  const by = query.by ?? "week";
  if (daysBetween(from, to) + 1 > maxDays) {
    const message = `the range may cover at most ${maxDays} days`;
    throw new HttpError(400, "bad_request", `Invalid request: from: ${message}`, { from: message });
  }
  return { from, to, by, start: dayStart(from), end: dayStart(addDays(to, 1)) };
}
