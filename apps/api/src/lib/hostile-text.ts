import { Readable } from "node:stream";
import { BIDI_CONTROLS } from "@visadesk/contracts/primitives";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "#lib/errors.ts";

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored: PostgreSQL refuses NUL in text and jsonb, and a lone surrogate is not Unicode. */
export function textProblem(text: string): string | null {
  if (text.includes("\u0000")) return "must not contain a NUL character";
  if (LONE_SURROGATE.test(text)) return "must be valid Unicode (it has a lone surrogate)";
  return null;
}

/** A field's name as the 400 shows it: `attribution.source`, `items.2`, or a hostile key written as JSON. */
function fieldName(path: readonly (string | number)[], root: string): string {
  if (path.length === 0) return root;
  return path
    .map((part) => (typeof part === "string" && textProblem(part) ? JSON.stringify(part) : part))
    .join(".");
}

/** The first text in `value` (object keys included) that cannot be stored, with the field it is in. */
export function findHostileText(
  value: unknown,
  root: string,
  path: (string | number)[] = [],
  depth = 0,
): { field: string; problem: string } | null {
  if (typeof value === "string") {
    const problem = textProblem(value);
    return problem ? { field: fieldName(path, root), problem } : null;
  }
  // JSON bodies are at most a few levels deep; a deeper one is refused by the schemas anyway.
  if (value === null || typeof value !== "object" || depth > 32) return null;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === "string") {
      const problem = textProblem(key);
      if (problem) return { field: fieldName([...path, key], root), problem: `has a name that ${problem}` };
    }
    const found = findHostileText(item, root, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Keys whose values are taken byte for byte: a password is never rewritten. */
const VERBATIM_KEY = /password/i;

/** `value` with bidi override and isolate characters removed from every string (in place for objects). */
export function stripBidiEverywhere(value: unknown, key = "", depth = 0): unknown {
  if (typeof value === "string") return VERBATIM_KEY.test(key) ? value : value.replace(BIDI_CONTROLS, "");
  if (value === null || typeof value !== "object" || depth > 32) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = stripBidiEverywhere(value[i], key, depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const [name, item] of Object.entries(record))
    record[name] = stripBidiEverywhere(item, name, depth + 1);
  return record;
}

function refuse(found: { field: string; problem: string }): HttpError {
  return new HttpError(400, "bad_request", `Invalid request: ${found.field}: ${found.problem}`, {
    [found.field]: found.problem,
  });
}

/** Checks one request's path parameters, query and body; throws the 400 that names the first bad field. */
export function guardRequestText(request: FastifyRequest): void {
  // A file upload's body is bytes (or the stream they arrive on), not text: it is checked by its own route
  // (documents), never walked here.
  const text = !Buffer.isBuffer(request.body) && !(request.body instanceof Readable);
  const found =
    findHostileText(request.params, "params") ??
    findHostileText(request.query, "query") ??
    (text ? findHostileText(request.body, "body") : null);
  if (found) throw refuse(found);
  if (request.body !== undefined && text) request.body = stripBidiEverywhere(request.body);
}

/**
 * One guard in front of every route, present and future: a NUL byte or a lone surrogate in a path parameter, the query
 * or a JSON body is a 400 naming the field (the database would otherwise fail with a 500), and bidi override
 * characters are stripped from body texts before any schema sees them.
 */
export function registerHostileTextGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it never waits, and a promise per hook per request is CPU on every request.
  app.addHook("preValidation", (request, _reply, done) => {
    try {
      guardRequestText(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}
