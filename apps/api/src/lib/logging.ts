/**
 * Keys whose values never reach a log, at any depth: secrets (passwords, hashes, tokens, cookies) and the personal
 * data of visitors and clients (names, phones, emails). A line keeps the key, so it still says a value was there.
 */
const SECRET_KEY =
  /^(password|currentPassword|newPassword|passwordHash|hash|tokenHash|token|sessionToken|cookie|set-cookie|authorization|phone|email|name|params|parameters|detail|csv)$/i;

export const REDACTED = "[redacted]";

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A copy of `value` with every secret or personal key's value replaced; errors are left to {@link serializeError}. */
export function redactDeep(value: unknown, depth = 0): unknown {
  if (depth > 8) return "[too deep]";
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) ? REDACTED : redactDeep(item, depth + 1);
  }
  return copy;
}

/**
 * A Drizzle query error's message carries the statement's parameters (`params: <hash>,<name>,<phone>...`): keep the
 * statement, drop the values.
 */
function safeMessage(message: string): string {
  const at = message.indexOf("\nparams:");
  return at === -1 ? message : `${message.slice(0, at)}\nparams: ${REDACTED}`;
}

/** A PostgreSQL error (from postgres.js or PGlite): it has a five-character SQLSTATE. */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return typeof error.code === "string" && /^[0-9A-Z]{5}$/.test(error.code);
}

/**
 * PostgreSQL quotes the value it refused (`value "+9198..." is out of range for type integer`); the names of the
 * constraint, table and column it failed on are kept apart, in their own fields.
 */
function withoutQuotedValues(message: string): string {
  return message.replace(/"(?:[^"]|"")*"/g, `"${REDACTED}"`);
}

/** Fields of a PostgreSQL error that name the place, never the values (`detail` quotes the row, so it goes). */
const SAFE_DATABASE_FIELDS = ["code", "severity", "constraint_name", "table_name", "column_name", "routine"];

/** An error as a log line shows it. */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * The `err` of a log line: type, message and stack without the values of a failed statement, the database's code
 * and where it failed, and the cause (once removed), the same way.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(redactDeep(error)), stack: "" };
  const record = error as Error & Record<string, unknown>;
  const message = isDatabaseError(record) ? withoutQuotedValues(error.message) : safeMessage(error.message);
  const stack = error.stack ? error.stack.replace(error.message, message) : "";
  const out: SerializedError = { type: error.constructor?.name ?? error.name, message, stack };
  for (const field of [...SAFE_DATABASE_FIELDS, "statusCode"]) {
    const item = record[field];
    if (typeof item === "string" || typeof item === "number") out[field] = item;
  }
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/**
 * A path segment that looks like a secret: 32 or more URL-safe characters that are not a record's UUID. One-time
 * link tokens (43 characters) and session digests travel in bodies and cookies, never in paths; this catches an old
 * link or a mistaken client that puts one there anyway.
 */
const SECRET_SEGMENT = /^[A-Za-z0-9_-]{32,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function redactSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is logged as sent; it is checked as it stands.
  }
  return SECRET_SEGMENT.test(decoded) && !UUID.test(decoded) ? REDACTED : segment;
}

/**
 * The URL as the request log records it: the query string's values replaced (a search for a phone or a name stays
 * out of the access log) and any path segment that looks like a token replaced (docs/security.md, "Logs").
 */
export function redactUrl(url: string): string {
  const at = url.indexOf("?");
  const path = (at === -1 ? url : url.slice(0, at)).split("/").map(redactSegment).join("/");
  if (at === -1) return path;
  const keys = url
    .slice(at + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=", 1)[0]}=${REDACTED}`);
  return `${path}?${keys.join("&")}`;
}

/** pino options for the server's logger: serializers and a formatter that redact by default. */
export const loggerRedaction = {
  serializers: {
    err: (error: unknown) => serializeError(error),
    error: (error: unknown) => serializeError(error),
    req: (request: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip ?? request.socket?.remoteAddress,
    }),
    res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  },
  formatters: {
    log: (object: Record<string, unknown>) => redactDeep(object) as Record<string, unknown>,
  },
};
