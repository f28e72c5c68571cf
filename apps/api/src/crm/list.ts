import { and, eq, gte, ilike, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { type AnyActor, startOfLocalDay } from "#crm/context.ts";
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

/** `(sort, id)` after the cursor in the list's order: a range scan on the `(sort, id)` index. */
export function keysetCondition(
  cursor: string | undefined,
  sortColumn: PgColumn,
  idColumn: PgColumn,
  kind: SortKind,
  order: "asc" | "desc",
): SQL | undefined {
  if (cursor === undefined) return undefined;
  const [value, id] = decodeCursor(cursor, kind);
  const typed =
    kind === "time"
      ? sql`${value}::timestamptz`
      : kind === "int"
        ? sql`${value}::integer`
        : sql`${value}::text`;
  return order === "desc"
    ? sql`(${sortColumn}, ${idColumn}) < (${typed}, ${id}::uuid)`
    : sql`(${sortColumn}, ${idColumn}) > (${typed}, ${id}::uuid)`;
}

export function orderBy(sortColumn: PgColumn, idColumn: PgColumn, order: "asc" | "desc"): SQL[] {
  return order === "desc"
    ? [sql`${sortColumn} desc`, sql`${idColumn} desc`]
    : [sql`${sortColumn} asc`, sql`${idColumn} asc`];
}

/** The assignee filter: `me`, `unassigned`, or a username (an unknown one matches nothing). */
export function assigneeFilter(
  actor: AnyActor,
  column: PgColumn,
  value: string | undefined,
): SQL | undefined {
  if (value === undefined) return undefined;
  if (value === "unassigned") return isNull(column);
  if (value === "me") return actor.userId === null ? sql`false` : eq(column, actor.userId);
  return sql`${column} = (select ${users.id} from ${users} where ${users.username} = ${value})`;
}

/** Created on/after `from` and before the end of `to` (dates are calendar days in Asia/Kolkata). */
export function dateRange(
  column: PgColumn,
  from: string | undefined,
  to: string | undefined,
): SQL | undefined {
  const parts: SQL[] = [];
  if (from !== undefined)
    parts.push(gte(column, from.length === 10 ? startOfLocalDay(from) : new Date(from)));
  if (to !== undefined) {
    const end = to.length === 10 ? new Date(startOfLocalDay(to).getTime() + 86_400_000) : new Date(to);
    parts.push(lt(column, end));
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

/** A substring search on the trigram-indexed `search` column, case-insensitive. */
export function searchCondition(column: PgColumn, q: string | undefined): SQL | undefined {
  if (q === undefined) return undefined;
  const escaped = q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  // A phone typed with spaces or dashes still finds the stored E.164 digits.
  const digits = q.replace(/[\s()-]/g, "");
  const variants = /^\+?\d{4,}$/.test(digits) && digits !== q ? [escaped, digits] : [escaped];
  const likes = variants.map((v) => ilike(column, `%${v}%`));
  return likes.length === 1 ? likes[0] : sql`(${sql.join(likes, sql` or `)})`;
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

export type { Database };
