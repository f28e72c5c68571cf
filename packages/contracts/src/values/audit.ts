// The audit log's actions, with no schema: the audit page's filter imports them from here without loading zod (issue
// 23). audit.ts builds its schemas from these and re-exports them.

/** What the audit log records. */
export const AUDIT_ACTIONS = [
  "auth.login",
  "auth.login_failed",
  "auth.lockout",
  "auth.login_refused",
  "auth.logout",
  "permission.denied",
  "user.create",
  "user.update",
  "user.disable",
  "user.enable",
  "user.reset_password",
  "user.change_password",
  "user.invite",
  "user.invitation_accepted",
  "user.link_customer",
  "document.upload",
  "document.review",
  "record.delete",
  "record.archive",
  "record.restore",
  "record.export",
  "record.import",
  "record.assign",
  "record.reassign_all",
  "job.retry",
  "job.discard",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
