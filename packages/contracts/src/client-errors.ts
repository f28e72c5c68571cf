import { z } from "zod";
import { ZUtcInstant } from "#primitives.ts";

/** The longest message, stack and component stack kept; longer ones are cut by the client before sending. */
export const CLIENT_ERROR_MAX_MESSAGE = 1_000;
export const CLIENT_ERROR_MAX_STACK = 8_000;

/**
 * The body of `POST /api/client-errors`: a render error the marketing site caught in its error boundary and
 * redirected away from silently (docs/behaviours/public-site.md#render-errors), reported so that the team still sees
 * it.
 */
export const ZClientErrorReport = z.object({
  /** Which app caught it. */
  app: z.enum(["marketing", "crm"]),
  /** The error's name, e.g. "TypeError". */
  name: z.string().trim().min(1).max(200),
  message: z.string().max(CLIENT_ERROR_MAX_MESSAGE),
  stack: z.string().max(CLIENT_ERROR_MAX_STACK).optional(),
  /** React's component stack, when the error happened while rendering. */
  componentStack: z.string().max(CLIENT_ERROR_MAX_STACK).optional(),
  /** The path (and query) where it happened; never a full URL with another origin. */
  path: z.string().startsWith("/").max(2_000),
  /** When the browser caught it (ISO 8601). */
  occurredAt: ZUtcInstant,
  /** The browser's user agent, for reproducing it. */
  userAgent: z.string().max(500).optional(),
});
export type ClientErrorReport = z.infer<typeof ZClientErrorReport>;

/** The answer of `POST /api/client-errors` (202: stored, or dropped by the rate limit without telling the client). */
export const ZClientErrorAccepted = z.object({ accepted: z.literal(true) });
export type ClientErrorAccepted = z.infer<typeof ZClientErrorAccepted>;

/** Cuts `text` to `max` characters so that a report always fits the schema. */
export function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** One stored report, as `GET /api/client-errors` (admin and CEO) lists them, newest first. */
export const ZStoredClientError = ZClientErrorReport.extend({
  id: z.number().int(),
  receivedAt: z.iso.datetime(),
});
export type StoredClientError = z.infer<typeof ZStoredClientError>;

/** `GET /api/client-errors?limit=&before=`: `before` is the id to page on from. */
export const ZClientErrorQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  before: z.coerce.number().int().positive().optional(),
});
export type ClientErrorQuery = z.infer<typeof ZClientErrorQuery>;

export const ZClientErrorList = z.object({ items: z.array(ZStoredClientError) });
export type ClientErrorList = z.infer<typeof ZClientErrorList>;
