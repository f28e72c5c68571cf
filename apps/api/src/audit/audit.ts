import type { AuditAction, AuditEvent, AuditQuery } from "@visadesk/contracts/audit";
import { and, desc, eq, gte, ilike, lt } from "drizzle-orm";
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

/** `%` and `_` taken literally in a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The newest `limit` events, older than event `before` when given, narrowed to an actor (exact username), an
 * action, a record (any target containing the text, case-insensitive) and a time range [`from`, `to`).
 */
export async function listAudit(
  db: Database,
  limit: number,
  before?: number,
  filters: Omit<AuditQuery, "limit" | "before"> = {},
): Promise<AuditEvent[]> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(
      and(
        before === undefined ? undefined : lt(auditEvents.id, before),
        filters.actor ? eq(auditEvents.actor, filters.actor.toLowerCase()) : undefined,
        filters.action ? eq(auditEvents.action, filters.action) : undefined,
        filters.target ? ilike(auditEvents.target, `%${literal(filters.target)}%`) : undefined,
        filters.from ? gte(auditEvents.at, new Date(filters.from)) : undefined,
        filters.to ? lt(auditEvents.at, new Date(filters.to)) : undefined,
      ),
    )
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
