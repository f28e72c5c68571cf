/**
 * What a database failure means for the request that met it:
 * - `unavailable`: the database cannot answer now (down, unreachable, timed out, disk full): a 503 to try again;
 * - `bad_value`: the database refused a value no schema caught (PostgreSQL's class 22, "data exception"): a 400;
 * - `null`: anything else, a defect, answered with a 500.
 */
export type DatabaseFailure = "unavailable" | "bad_value" | null;

/** postgres.js's and Node's own codes of a connection that failed or was lost, and the file system's of a full disk. */
const UNAVAILABLE_CODES = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "EAI_AGAIN",
  "ENOSPC",
  "EROFS",
  "EDQUOT",
]);

/** The error and its causes (Drizzle wraps the driver's error in `DrizzleQueryError.cause`). */
function* chain(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The SQLSTATE or system code of `error` or of one of its causes. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (const item of chain(error)) {
    const code = (item as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

/** An embedded database that was closed (the server is shutting down) has no code, only this message. */
function isClosedPglite(error: unknown): boolean {
  for (const item of chain(error))
    if (item instanceof Error && item.message === "PGlite is closed") return true;
  return false;
}

export function classifyDatabaseError(error: unknown): DatabaseFailure {
  if (isClosedPglite(error)) return "unavailable";
  const code = databaseErrorCode(error);
  if (code === undefined) return null;
  if (UNAVAILABLE_CODES.has(code)) return "unavailable";
  // 08: connection exception; 53: insufficient resources (53100 disk full); 57P0x: the server is shutting down or
  // starting; 57014: a statement timeout cancelled the query; 58: system error (I/O).
  if (/^(08|53|57P0|58)/.test(code) || code === "57014") return "unavailable";
  if (/^22/.test(code)) return "bad_value";
  return null;
}
