import { z } from "zod";

/** What the audit log records. */
export const AUDIT_ACTIONS = [
  "auth.login",
  "auth.login_failed",
  "auth.lockout",
  "auth.logout",
  "permission.denied",
  "user.create",
  "user.update",
  "user.disable",
  "user.enable",
  "user.reset_password",
  "user.change_password",
  "record.delete",
  "record.archive",
  "record.restore",
  "record.export",
  "record.import",
  "record.assign",
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof ZAuditAction>;

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

/** `GET /api/audit?limit=&before=`: newest first; `before` is the id to page on from. */
export const ZAuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  before: z.coerce.number().int().positive().optional(),
});
export type AuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditList = z.object({ events: z.array(ZAuditEvent) });
export type AuditList = z.infer<typeof ZAuditList>;
