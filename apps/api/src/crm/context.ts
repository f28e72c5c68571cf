import { randomInt } from "node:crypto";
import type { Scope } from "@visadesk/auth/permissions";
import type { SessionUser } from "@visadesk/contracts/auth";
import type { Activity, Assignee } from "@visadesk/contracts/crm";
import { allowedTransitions, canTransition, type MachineName } from "@visadesk/contracts/workflow";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "#db/client.ts";
import { activities, counters, users } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";

/** Who acts on CRM records, from where and when, and how far their role reaches (`all` or `assigned`). */
export interface CrmActor {
  user: SessionUser;
  userId: string;
  scope: Scope;
  ip: string;
  now: Date;
}

/** The public intake and the demo seeding act as nobody. */
export interface SystemActor {
  user: null;
  userId: null;
  scope: "all";
  ip: string | null;
  now: Date;
}

export type AnyActor = CrmActor | SystemActor;

export const actorName = (actor: AnyActor): string | null => actor.user?.username ?? null;

export type RecordType = "enquiry" | "lead" | "deal" | "customer" | "case" | "delivery";

/** Appends one timeline entry. */
export async function addActivity(
  db: Database,
  actor: AnyActor,
  recordType: RecordType,
  recordId: string,
  kind: Activity["kind"],
  text: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(activities).values({
    recordType,
    recordId,
    at: actor.now,
    actor: actorName(actor),
    kind,
    text,
    details,
  });
}

/**
 * Writes the fields of `body` that are given (not undefined) to one record, with its new `updatedAt`, and the
 * "Changed ..." entry of its timeline. Run it in the transaction that found (and locked) the record.
 */
export async function writeChanges<T extends PgTable & { id: PgColumn }>(
  db: Database,
  actor: AnyActor,
  table: T,
  recordType: RecordType,
  id: string,
  body: Record<string, unknown>,
): Promise<void> {
  const changes = defined(body);
  await db
    .update(table)
    .set({ ...changes, updatedAt: actor.now } as PgUpdateSetSource<T>)
    .where(eq(table.id, id));
  await addActivity(db, actor, recordType, id, "update", `Changed ${Object.keys(changes).join(", ")}`, {
    changes,
  });
}

/** A record's timeline, oldest first; `kinds` keeps only those kinds (the customer portal shows no staff notes). */
export async function timelineOf(
  db: Database,
  recordType: RecordType,
  recordId: string,
  kinds?: readonly Activity["kind"][],
): Promise<Activity[]> {
  const rows = await db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.recordType, recordType),
        eq(activities.recordId, recordId),
        kinds ? inArray(activities.kind, [...kinds]) : undefined,
      ),
    )
    .orderBy(asc(activities.id));
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    kind: row.kind as Activity["kind"],
    text: row.text,
    details: row.details,
  }));
}

/** The 404 of a record that does not exist or that the actor may not see (the two are not told apart). */
export function notFound(what: string): HttpError {
  return new HttpError(404, "not_found", `No ${what} with this id`);
}

/** Refuses `from` -> `to` unless `machine` allows it: a 409 listing the allowed states. */
export function checkTransition(machine: MachineName, from: string, to: string): void {
  if (canTransition(machine, from, to)) return;
  const allowed = [...allowedTransitions(machine, from)];
  const list = allowed.length > 0 ? allowed.join(", ") : "none (this is a final state)";
  throw new HttpError(
    409,
    "illegal_transition",
    `A ${machine} cannot go from ${from} to ${to}; allowed from ${from}: ${list}`,
    undefined,
    { allowed, from, to },
  );
}

/** True when the actor may see a record assigned to `assigneeId` (lists apply the same rule in SQL: crm/list.ts). */
export function canSee(actor: AnyActor, assigneeId: string | null): boolean {
  return actor.scope === "all" || assigneeId === null || assigneeId === actor.userId;
}

/**
 * The user id of the internal account `username` (active, role ceo/admin/staff), or `null` for `null`. Staff may
 * only take a record themselves or leave it unassigned.
 */
export async function resolveAssignee(
  db: Database,
  actor: AnyActor,
  username: string | null,
  field = "assignee",
): Promise<string | null> {
  if (username === null) return null;
  const [row] = await db
    .select({ id: users.id, role: users.role, active: users.active })
    .from(users)
    .where(eq(users.username, username));
  if (!row?.active || !["ceo", "admin", "staff"].includes(row.role)) {
    throw new HttpError(400, "bad_request", `Invalid request: ${field}: is not an active staff account`, {
      [field]: "is not an active staff account",
    });
  }
  if (actor.scope === "assigned" && row.id !== actor.userId) {
    throw new HttpError(403, "forbidden", "Staff can assign records only to themselves");
  }
  return row.id;
}

/** The assignee as lists show them. */
export function assigneeOf(username: string | null, name: string | null): Assignee {
  return username === null ? null : { username, name: name ?? username };
}

/** The next value of counter `key` (1 for a new key), atomic under concurrency. */
export async function nextCounter(db: Database, key: string): Promise<number> {
  const [row] = await db
    .insert(counters)
    .values({ key, value: 1 })
    .onConflictDoUpdate({ target: counters.key, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  if (!row) throw new Error(`counter ${key} did not answer`);
  return row.value;
}

/** The consultancy's time zone: dates are shown and calendar days counted in it. */
export const TIME_ZONE = "Asia/Kolkata";
const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day (YYYY-MM-DD) of `instant` in Asia/Kolkata. */
export function localDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** `day` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The start of calendar day `day` in Asia/Kolkata (UTC+05:30, no daylight saving). */
export function startOfLocalDay(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A public enquiry reference, `VD-` and 8 random Crockford base-32 characters (not guessable from another). */
export function newReference(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += CROCKFORD[randomInt(32)];
  return `VD-${code}`;
}

/** Drops `undefined` members so that a PATCH changes only what it names. */
export function defined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
