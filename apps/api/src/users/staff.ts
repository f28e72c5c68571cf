import { INTERNAL_ROLES } from "@visadesk/auth/roles";
import { OPEN_STATES } from "@visadesk/contracts/crm";
import type { ReassignAllResult, RecordCounts, StaffWorkload, WorkedRecord } from "@visadesk/contracts/staff";
import type { LEAD_STATUSES } from "@visadesk/contracts/workflow";
import { and, asc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { recordAudit } from "#audit/audit.ts";
import { localDay } from "#crm/calendar.ts";
import type { Database } from "#db/client.ts";
import { activities, cases, deals, deliveries, enquiries, leads, users } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";
import type { Actor } from "#users/service.ts";

interface Worked {
  table: PgTable & { id: PgColumn; assigneeId: PgColumn; updatedAt: PgColumn };
  state: PgColumn;
  /** The states someone is still working on: the one definition of "open" every page uses (decision 031). */
  open: readonly string[];
  recordType: "enquiry" | "lead" | "deal" | "case" | "delivery";
}

/** Each kind of worked record: its table, its state column and its open states (OPEN_STATES). */
const WORKED: Record<WorkedRecord, Worked> = {
  enquiries: {
    table: enquiries,
    state: enquiries.status,
    open: OPEN_STATES.enquiry,
    recordType: "enquiry",
  },
  leads: {
    table: leads,
    state: leads.status,
    open: OPEN_STATES.lead,
    recordType: "lead",
  },
  deals: {
    table: deals,
    state: deals.stage,
    open: OPEN_STATES.deal,
    recordType: "deal",
  },
  cases: {
    table: cases,
    state: cases.status,
    open: OPEN_STATES.case,
    recordType: "case",
  },
  deliveries: {
    table: deliveries,
    state: deliveries.status,
    open: OPEN_STATES.delivery,
    recordType: "delivery",
  },
};
const KINDS = Object.keys(WORKED) as WorkedRecord[];

const zero = (): RecordCounts => ({ enquiries: 0, leads: 0, deals: 0, cases: 0, deliveries: 0 });

/** `/staff-management`: who holds which open records, and moving all of one person's to another. */
export function createStaffService(db: Database) {
  async function internalUser(username: string, field: string) {
    const [row] = await db.select().from(users).where(eq(users.username, username));
    if (!row || !(INTERNAL_ROLES as readonly string[]).includes(row.role)) {
      throw new HttpError(400, "bad_request", `Invalid request: ${field}: is not a staff account`, {
        [field]: "is not a staff account",
      });
    }
    return row;
  }

  return {
    /** Every internal account with its open records per kind and its overdue follow-ups (India's today). */
    async workload(now: Date): Promise<StaffWorkload[]> {
      const staff = await db
        .select()
        .from(users)
        .where(inArray(users.role, [...INTERNAL_ROLES]))
        .orderBy(asc(users.name));
      const counts = new Map<string, RecordCounts>(staff.map((s) => [s.id, zero()]));
      for (const kind of KINDS) {
        const { table, state, open } = WORKED[kind];
        const rows = await db
          .select({ assigneeId: table.assigneeId, n: sql<number>`count(*)::int` })
          .from(table)
          .where(and(isNotNull(table.assigneeId), inArray(state, open)))
          .groupBy(table.assigneeId);
        for (const row of rows) {
          const entry = counts.get(String(row.assigneeId));
          if (entry) entry[kind] = row.n;
        }
      }
      const overdue = await db
        .select({ assigneeId: leads.assigneeId, n: sql<number>`count(*)::int` })
        .from(leads)
        .where(
          and(
            isNotNull(leads.assigneeId),
            inArray(leads.status, WORKED.leads.open as (typeof LEAD_STATUSES)[number][]),
            lt(leads.nextFollowUpOn, localDay(now)),
          ),
        )
        .groupBy(leads.assigneeId);
      const overdueBy = new Map(overdue.map((row) => [row.assigneeId, row.n]));
      return staff.map((s) => ({
        username: s.username,
        name: s.name,
        role: s.role as StaffWorkload["role"],
        active: s.active,
        open: counts.get(s.id) ?? zero(),
        overdueFollowUps: overdueBy.get(s.id) ?? 0,
      }));
    },

    /**
     * Moves every open record of `from` to `to` in one transaction (a leaver, a holiday), with an assignment entry
     * in each record's timeline and one audit event with the counts.
     */
    async reassignAll(actor: Actor, fromUsername: string, toUsername: string): Promise<ReassignAllResult> {
      const from = await internalUser(fromUsername, "from");
      const to = await internalUser(toUsername, "to");
      if (!to.active) {
        throw new HttpError(400, "bad_request", "Invalid request: to: is disabled", { to: "is disabled" });
      }
      return db.transaction(async (tx) => ({ moved: await moveOpenWork(tx, actor, from, to) }));
    },
  };
}

type UserRow = typeof users.$inferSelect;

/** The open records assigned to `userId`, per kind: the work that would be stranded if they left. */
export async function openWorkOf(db: Database, userId: string): Promise<RecordCounts> {
  const counts = zero();
  for (const kind of KINDS) {
    const { table, state, open } = WORKED[kind];
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(eq(table.assigneeId, userId), inArray(state, open)));
    counts[kind] = row?.n ?? 0;
  }
  return counts;
}

/**
 * Moves every open record of `from` to `to` in the caller's transaction, with an assignment entry in each record's
 * timeline and one audit event with the counts.
 */
export async function moveOpenWork(
  tx: Database,
  actor: Actor,
  from: UserRow,
  to: UserRow,
): Promise<RecordCounts> {
  const moved = zero();
  for (const kind of KINDS) {
    const { table, state, open, recordType } = WORKED[kind];
    const ids = (
      await tx
        .update(table)
        .set({ assigneeId: to.id, updatedAt: actor.now } as never)
        .where(and(eq(table.assigneeId, from.id), inArray(state, open)))
        .returning({ id: table.id })
    ).map((row) => String(row.id));
    moved[kind] = ids.length;
    if (ids.length === 0) continue;
    await tx.insert(activities).values(
      ids.map((id) => ({
        recordType,
        recordId: id,
        at: actor.now,
        actor: actor.user.username,
        kind: "assignment" as const,
        text: `Reassigned from ${from.username} to ${to.username}`,
        details: { from: from.username, to: to.username, allOpenRecords: true },
      })),
    );
  }
  await recordAudit(tx, actor.now, {
    action: "record.reassign_all",
    actor: actor.user.username,
    target: from.username,
    ip: actor.ip,
    details: { to: to.username, moved },
  });
  return moved;
}
