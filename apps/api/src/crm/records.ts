import type { Activity, AddNote, Assign, Assignee, FieldChange } from "@visadesk/contracts/crm";
import { allowedTransitions, canTransition, type MachineName } from "@visadesk/contracts/workflow";
import { and, asc, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { type AnyActor, actorName, type CrmActor, type Reader } from "#crm/actors.ts";
import { checkVersion } from "#crm/record-version.ts";
import { canSee } from "#crm/visibility.ts";
import type { Database } from "#db/client.ts";
import {
  activities,
  cases,
  customers,
  deals,
  deliveries,
  enquiries,
  leads,
  type RECORD_TYPES,
  stageChanges,
  users,
} from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";

// The record operations every CRM entity shares (find visible, change status with its timeline entry, assign,
// update with its change entry, add a note), so that each rule is written once.

export type RecordType = (typeof RECORD_TYPES)[number];

/** The row of each record type. */
export interface RecordRows {
  enquiry: typeof enquiries.$inferSelect;
  lead: typeof leads.$inferSelect;
  deal: typeof deals.$inferSelect;
  customer: typeof customers.$inferSelect;
  case: typeof cases.$inferSelect;
  delivery: typeof deliveries.$inferSelect;
}

type AnyRecordTable = PgTable & {
  id: PgColumn;
  assigneeId: PgColumn;
  updatedAt: PgColumn;
  version: PgColumn;
};

/** Each record type's table, the word for it in messages, its state machine and the column that holds its state. */
const RECORDS: Record<
  RecordType,
  { table: AnyRecordTable; noun: string; machine: MachineName; stateKey: "status" | "stage" }
> = {
  enquiry: { table: enquiries, noun: "enquiry", machine: "enquiry", stateKey: "status" },
  lead: { table: leads, noun: "lead", machine: "lead", stateKey: "status" },
  deal: { table: deals, noun: "deal", machine: "deal", stateKey: "stage" },
  customer: { table: customers, noun: "customer", machine: "customer", stateKey: "status" },
  case: { table: cases, noun: "case", machine: "case", stateKey: "status" },
  delivery: { table: deliveries, noun: "delivery", machine: "delivery", stateKey: "status" },
};

/** The record's version raised by one: every write through this file counts (decision 030). */
const nextVersion = (table: AnyRecordTable) => sql`${table.version} + 1`;

/**
 * The first step of every write on a record: `id` of `type` if `actor` may see it, locked in the writing transaction
 * `tx`, and refused when its author saw another version than `expectedVersion` (when given; decision 030).
 */
export async function findForWrite<T extends RecordType>(
  tx: Database,
  actor: AnyActor,
  type: T,
  id: string,
  expectedVersion: number | undefined,
): Promise<RecordRows[T]> {
  const row = await findVisible(tx, actor, type, id, true);
  await checkVersion(
    tx,
    { type, noun: RECORDS[type].noun, id: row.id, version: row.version },
    expectedVersion,
  );
  return row;
}

/** The customer a record belongs to, for the portal's side of the visibility rule. */
async function customerIdOf<T extends RecordType>(
  db: Database,
  type: T,
  row: RecordRows[T],
): Promise<string | null> {
  if (type === "customer") return (row as RecordRows["customer"]).id;
  if (type === "case") return (row as RecordRows["case"]).customerId;
  if (type === "delivery") {
    const [parent] = await db
      .select({ customerId: cases.customerId })
      .from(cases)
      .where(eq(cases.id, (row as RecordRows["delivery"]).caseId));
    return parent?.customerId ?? null;
  }
  return null;
}

/** The 404 of a record that does not exist or that the reader may not see (the two are not told apart). */
export function notFound(what: string): HttpError {
  return new HttpError(404, "not_found", `No ${what} with this id`);
}

/**
 * The record `id` of `type` if `reader` may see it (crm/visibility.ts), locked for update when `lock` (run it in
 * the transaction that writes); a 404 otherwise. Every detail, action and reference to another record's id uses it.
 */
export async function findVisible<T extends RecordType>(
  db: Database,
  reader: Reader,
  type: T,
  id: string,
  lock = false,
): Promise<RecordRows[T]> {
  const { table, noun } = RECORDS[type];
  const query = db.select().from(table).where(eq(table.id, id));
  const [row] = (lock ? await query.for("update") : await query) as RecordRows[T][];
  if (!row) throw notFound(noun);
  const customerId = reader.scope === "own" ? await customerIdOf(db, type, row) : null;
  if (!canSee(reader, { assigneeId: row.assigneeId, customerId })) throw notFound(noun);
  return row;
}

/**
 * A record named in another request's body (`leadId`, `customerId`, `caseId`, `appealOfCaseId`): the same rule as
 * `findVisible`, answered as a 400 naming the field, since the request (not the address) is what is wrong.
 */
export async function findReferenced<T extends RecordType>(
  db: Database,
  actor: AnyActor,
  type: T,
  id: string,
  field: string,
  lock = false,
): Promise<RecordRows[T]> {
  try {
    return await findVisible(db, actor, type, id, lock);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      const message = `no such ${RECORDS[type].noun}`;
      throw new HttpError(400, "bad_request", `Invalid request: ${field}: ${message}`, { [field]: message });
    }
    throw error;
  }
}

/** One timeline entry to append: a plain-language `text` and the same as data in `details`. */
export interface ActivityInput {
  kind: Activity["kind"];
  text: string;
  details?: Record<string, unknown>;
  /** Shown on the customer's portal; internal by default. */
  visibleToClient?: boolean;
}

/** Appends one entry to the timeline of record `id`. */
export async function addActivity(
  db: Database,
  actor: AnyActor,
  type: RecordType,
  id: string,
  entry: ActivityInput,
): Promise<void> {
  await db.insert(activities).values({
    recordType: type,
    recordId: id,
    at: actor.now,
    actor: actorName(actor),
    kind: entry.kind,
    text: entry.text,
    details: entry.details ?? {},
    visibleToClient: entry.visibleToClient ?? false,
  });
}

/** The events a customer follows on the portal: their case's and delivery's creation and status changes. */
const CLIENT_FOLLOWS: readonly RecordType[] = ["case", "delivery"];

/** A record's creation on its timeline (shown to the customer for their case and delivery). */
export function recordCreated(
  db: Database,
  actor: AnyActor,
  type: RecordType,
  id: string,
  text: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  return addActivity(db, actor, type, id, {
    kind: "created",
    text,
    details,
    visibleToClient: CLIENT_FOLLOWS.includes(type),
  });
}

/** A record's timeline, oldest first; for the customer's portal only the entries marked for them. */
export async function timelineOf(
  db: Database,
  type: RecordType,
  id: string,
  forClient = false,
): Promise<Activity[]> {
  const rows = await db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.recordType, type),
        eq(activities.recordId, id),
        forClient ? eq(activities.visibleToClient, true) : undefined,
      ),
    )
    .orderBy(asc(activities.id));
  return rows.map((row) => toActivity(row, forClient));
}

/** A timeline row as the API answers it (without who did it for the customer's portal). */
export function toActivity(row: typeof activities.$inferSelect, forClient = false): Activity {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: forClient ? null : row.actor,
    kind: row.kind,
    text: row.text,
    details: row.details,
    visibleToClient: row.visibleToClient,
  };
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

/** A staff comment given with a status change: its own note entry, internal unless marked for the client. */
export interface StatusComment {
  note?: string | undefined;
  noteForClient?: boolean | undefined;
}

/**
 * Moves `row` to state `to` (checked against its state machine unless `checked` is false, when the caller has
 * checked a special route such as a decision), writes `set` with it, and appends the status-change entry (data:
 * `from`, `to` and `details`) and, when given, the staff comment as a separate note. Run it in the transaction
 * that found (and locked) the row; answers the row as written.
 */
export async function changeStatus<T extends RecordType>(
  tx: Database,
  actor: AnyActor,
  type: T,
  row: RecordRows[T],
  to: string,
  options: {
    text: string;
    set?: Record<string, unknown>;
    details?: Record<string, unknown>;
    comment?: StatusComment;
    checked?: boolean;
  },
): Promise<RecordRows[T]> {
  const { table, machine, stateKey } = RECORDS[type];
  const from = (row as Record<string, unknown>)[stateKey] as string;
  if (options.checked !== false) checkTransition(machine, from, to);
  const written = await writeRow(tx, type, row.id, {
    [stateKey]: to,
    ...options.set,
    updatedAt: actor.now,
    version: nextVersion(table),
  });
  // The dashboards' history (first contact, won at, changes since yesterday): one row, in the same transaction.
  await tx.insert(stageChanges).values({
    recordType: type,
    recordId: row.id,
    fromStatus: from,
    toStatus: to,
    at: actor.now,
    actorId: actor.userId,
  });
  await addActivity(tx, actor, type, row.id, {
    kind: "status_change",
    text: options.text,
    details: { from, to, ...options.details },
    visibleToClient: CLIENT_FOLLOWS.includes(type),
  });
  await addComment(tx, actor, type, row.id, options.comment);
  return written;
}

/** Writes `set` to record `id` of `type` and answers the row as written (a write's answer is built from it). */
async function writeRow<T extends RecordType>(
  tx: Database,
  type: T,
  id: string,
  set: Record<string, unknown>,
): Promise<RecordRows[T]> {
  const { table } = RECORDS[type];
  const [row] = (await tx
    .update(table)
    .set(set as PgUpdateSetSource<AnyRecordTable>)
    .where(eq(table.id, id))
    .returning()) as RecordRows[T][];
  if (!row) throw new Error(`${RECORDS[type].noun} ${id} vanished under its write`);
  return row;
}

/** A status comment as a note entry (nothing when there is none). */
export async function addComment(
  tx: Database,
  actor: AnyActor,
  type: RecordType,
  id: string,
  comment: StatusComment | undefined,
): Promise<void> {
  if (!comment?.note) return;
  await addActivity(tx, actor, type, id, {
    kind: "note",
    text: comment.note,
    visibleToClient: comment.noteForClient === true,
  });
}

/** The user id of an active internal account, or a 400 naming `field`; staff may only take a record themselves. */
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

/**
 * The assignee of a new record: the one named (checked as `resolveAssignee`), else `fallback`; staff who name nobody
 * take it themselves, so that they can still see what they created.
 */
export async function assigneeForNew(
  db: Database,
  actor: CrmActor,
  username: string | null | undefined,
  fallback: string | null = null,
): Promise<string | null> {
  if (username !== undefined) return resolveAssignee(db, actor, username);
  return actor.scope === "assigned" ? actor.userId : fallback;
}

/**
 * Assigns a visible record to `assignee` (or nobody) with its timeline entry, in the caller's transaction `tx`, refused
 * when its author saw another version than `expectedVersion` (when given). Answers the record as written and the
 * assignee's user id, for what follows the record (an enquiry's lead, a lead's open enquiries).
 */
export async function assignRecord<T extends RecordType>(
  tx: Database,
  actor: CrmActor,
  type: T,
  id: string,
  { assignee, expectedVersion }: Pick<Assign, "assignee" | "expectedVersion">,
): Promise<{ row: RecordRows[T]; assigneeId: string | null }> {
  const before = await findForWrite(tx, actor, type, id, expectedVersion);
  const assigneeId = await resolveAssignee(tx, actor, assignee);
  const row = await writeAssignment(tx, actor, type, before, assigneeId, assignee);
  return { row, assigneeId };
}

/**
 * Writes `row`'s new assignee (already resolved from `username`) with its timeline entry, in the caller's
 * transaction; nothing when it already has that assignee and `onlyIfChanged` (a linked record that follows). Answers
 * the row as written (as it was when nothing changed).
 */
export async function writeAssignment<T extends RecordType>(
  tx: Database,
  actor: AnyActor,
  type: T,
  row: RecordRows[T],
  assigneeId: string | null,
  username: string | null,
  options: { onlyIfChanged?: boolean; because?: string } = {},
): Promise<RecordRows[T]> {
  if (options.onlyIfChanged && row.assigneeId === assigneeId) return row;
  const { table } = RECORDS[type];
  const written = await writeRow(tx, type, row.id, {
    assigneeId,
    updatedAt: actor.now,
    version: nextVersion(table),
  });
  const [before] = row.assigneeId
    ? await tx.select({ username: users.username }).from(users).where(eq(users.id, row.assigneeId))
    : [];
  const text = username ? `Assigned to ${username}` : "Unassigned";
  await addActivity(tx, actor, type, row.id, {
    kind: "assignment",
    text: options.because ? `${text} ${options.because}` : text,
    details: { from: before?.username ?? null, to: username },
  });
  return written;
}

/**
 * Adds a note, or the record of a call or a message, to a visible record's timeline, in the caller's transaction;
 * answers the record (a note changes nothing of it, so it is not locked and its version stays). A note is shown to the
 * customer only on the records they follow on the portal (cases, deliveries) and only when staff mark it so.
 */
export async function addNote<T extends RecordType>(
  tx: Database,
  actor: CrmActor,
  type: T,
  id: string,
  note: Pick<AddNote, "kind" | "text"> & { visibleToClient?: boolean },
): Promise<RecordRows[T]> {
  const row = await findVisible(tx, actor, type, id);
  await addActivity(tx, actor, type, id, {
    kind: note.kind,
    text: note.text,
    visibleToClient: note.visibleToClient === true && CLIENT_FOLLOWS.includes(type),
  });
  return row;
}

/** How the timeline names a field in plain language. */
const FIELD_WORDS: Record<string, string> = {
  name: "name",
  phone: "phone",
  email: "email",
  city: "city",
  destinationCountry: "destination",
  visaType: "visa type",
  source: "source",
  nextFollowUpOn: "follow-up date",
  feeInr: "fee",
  governmentFeeInr: "government fee",
  expectedCloseOn: "expected close date",
  appointmentOn: "appointment date",
  biometricsOn: "biometrics date",
  submittedOn: "submission date",
  appealDeadlineOn: "appeal deadline",
  method: "delivery method",
  courier: "courier",
  trackingNumber: "tracking number",
  passportLast4: "passport number (last 4)",
  passportExpiresOn: "passport expiry",
  message: "message",
  refusalDetails: "refusal details",
  priorRefusal: "earlier refusal",
  userId: "portal account",
};

/** The plain-language summary of some changes ("Changed fee and follow-up date"). */
export function describeChanges(changes: readonly FieldChange[]): string {
  const words = changes.map((c) => FIELD_WORDS[c.field] ?? c.field);
  if (words.length === 0) return "Saved without changes";
  const list = words.length === 1 ? words[0] : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
  return `Changed ${list}`;
}

/** The fields of `changes` whose value differs from `before`, as data (`{ field, from, to }`). */
export function changedFields(
  before: Record<string, unknown>,
  changes: Record<string, unknown>,
): FieldChange[] {
  return Object.entries(changes)
    .filter(([field, to]) => to !== undefined && before[field] !== to)
    .map(([field, to]) => ({ field, from: before[field] ?? null, to }));
}

/**
 * Writes the given fields of `input` to a record found (and locked) in `tx`, with its new `updatedAt` and an
 * "update" entry listing each changed field with its value before and after; answers the row as written.
 */
export async function updateRecord<T extends RecordType>(
  tx: Database,
  actor: AnyActor,
  type: T,
  before: RecordRows[T],
  input: Record<string, unknown>,
  /** Fields to leave out of the entry's values (shown as changed without them). */
  options: { hidden?: readonly string[] } = {},
): Promise<RecordRows[T]> {
  const { table } = RECORDS[type];
  // The version its author saw was checked by `findForWrite`; it is not a field of the record.
  const { expectedVersion: _seen, ...fields } = input;
  const changes = defined(fields);
  const written = await writeRow(tx, type, before.id, {
    ...changes,
    updatedAt: actor.now,
    version: nextVersion(table),
  });
  const changed = changedFields(before as Record<string, unknown>, changes).map((change) =>
    options.hidden?.includes(change.field) ? { field: change.field, from: null, to: null } : change,
  );
  await addActivity(tx, actor, type, before.id, {
    kind: "update",
    text: describeChanges(changed),
    details: { changes: changed },
  });
  return written;
}

/** The assignee as lists show them. */
export function assigneeOf(username: string | null, name: string | null): Assignee {
  return username === null ? null : { username, name: name ?? username };
}

/** The username and name of user `id`, for a detail's assignee. */
export async function assigneeNames(
  db: Database,
  id: string | null,
): Promise<{ assigneeUsername: string | null; assigneeName: string | null }> {
  if (id === null) return { assigneeUsername: null, assigneeName: null };
  const [row] = await db
    .select({ username: users.username, name: users.name })
    .from(users)
    .where(eq(users.id, id));
  return { assigneeUsername: row?.username ?? null, assigneeName: row?.name ?? null };
}

/** Drops `undefined` members so that a PATCH changes only what it names. */
export function defined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The name of the unique index a write broke (PostgreSQL 23505), or `undefined` for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  // Drizzle wraps the driver's error; PGlite and postgres.js both carry `code` and `constraint` (or `constraint_name`).
  for (let e = error as Record<string, unknown> | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === "23505") return String(e.constraint ?? e.constraint_name ?? "");
    e = e.cause as Record<string, unknown> | undefined;
  }
  return undefined;
}

/**
 * The 409 of a value another record already holds, naming the field and the record that has it, e.g.
 * `{ error: { code: "duplicate", fields: { phone }, conflict: { resource: "lead", id, field: "phone" } } }`.
 */
export function duplicate(resource: string, id: string, field: string, message: string): HttpError {
  return new HttpError(
    409,
    "duplicate",
    message,
    { [field]: message },
    { conflict: { resource, id, field } },
  );
}

/** `fn` with its database given, for a service's methods: `get: onDatabase(db, getCase)`. */
export function onDatabase<A extends unknown[], R>(
  db: Database,
  fn: (db: Database, ...args: A) => R,
): (...args: A) => R {
  return (...args) => fn(db, ...args);
}
