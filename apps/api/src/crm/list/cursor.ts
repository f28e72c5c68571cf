import { HttpError } from "#lib/errors.ts";

/** How a list's sort column compares: a time, a text or an integer. */
export type SortKind = "time" | "text" | "int";

/** The keyset position after the last row of a page: the sort value and the id (the tiebreaker). */
export type CursorValue = [string | number, string];

/** The opaque `nextCursor` of a page whose last row has `value` in its sort column and `id`. */
export function encodeCursor(value: Date | string | number, id: string): string {
  const plain = value instanceof Date ? value.toISOString() : value;
  return Buffer.from(JSON.stringify([plain, id])).toString("base64url");
}

function badCursor(): HttpError {
  return new HttpError(400, "bad_request", "Invalid request: cursor: is not a cursor of this list", {
    cursor: "is not a cursor of this list",
  });
}

/** A cursor from the request, checked against the sort's kind: a 400 naming the cursor when it is not one of ours. */
export function decodeCursor(cursor: string, kind: SortKind): CursorValue {
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
