import type { AuditAction, AuditEvent } from "@visadesk/contracts/audit";
import { desc, lt } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { auditEvents } from "#db/schema.ts";

export interface AuditEntry {
  action: AuditAction;
  /** The username acting; `null` for an anonymous visitor. */
  actor: string | null;
  /** What was acted on: a username, or `METHOD /path` for a refused request. */
  target: string | null;
  ip: string | null;
  details?: Record<string, unknown>;
}

/** Appends one event at `at` (UTC). Never put a password, token or hash in `details`. */
export async function recordAudit(db: Database, at: Date, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({ ...entry, details: entry.details ?? {}, at });
}

/** The newest `limit` events, older than event `before` when given. */
export async function listAudit(db: Database, limit: number, before?: number): Promise<AuditEvent[]> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(before === undefined ? undefined : lt(auditEvents.id, before))
    .orderBy(desc(auditEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action as AuditAction,
    target: row.target,
    ip: row.ip,
    details: row.details,
  }));
}
