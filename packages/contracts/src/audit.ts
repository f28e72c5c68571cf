import { z } from "zod";
import { AUDIT_ACTIONS } from "#values/audit.ts";

export { AUDIT_ACTIONS, type AuditAction } from "#values/audit.ts";

export const ZAuditAction = z.enum(AUDIT_ACTIONS);

/** One append-only audit event; `at` is UTC. */
export const ZAuditEvent = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actor: z.string().nullable(),
  action: ZAuditAction,
  target: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof ZAuditEvent>;

/**
 * `GET /api/audit?limit=&before=&actor=&action=&target=&from=&to=`: newest first; `before` is the id to page on
 * from; `from` and `to` are UTC instants (inclusive, exclusive).
 */
export const ZAuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  before: z.coerce.number().int().positive().optional(),
  actor: z.string().trim().min(1).max(64).optional(),
  action: ZAuditAction.optional(),
  target: z.string().trim().min(1).max(200).optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
});
export type AuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditList = z.object({ events: z.array(ZAuditEvent) });
export type AuditList = z.infer<typeof ZAuditList>;
