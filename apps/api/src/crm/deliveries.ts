import type { AddNote, Assign } from "@visadesk/contracts/crm";
import {
  type Delivery,
  type DeliveryListItem,
  HELD_DELIVERY_STATUSES,
  type HeldPassport,
  type ZCreateDeliveryRequest,
  type ZDeliveryListQuery,
  type ZDeliveryStatusRequest,
  type ZUpdateDeliveryRequest,
} from "@visadesk/contracts/deliveries";
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import type { z } from "zod";
import { type AnyActor, actorName, type CrmActor, type Reader } from "#crm/actors.ts";
import { addDays, localDay } from "#crm/calendar.ts";
import { allOf, drillDownCondition } from "#crm/drill-down.ts";
import { instant, type Listed, pagedList, selectWithAssignee } from "#crm/list/index.ts";
import { type ExportColumn, recordExport } from "#crm/record-export.ts";
import {
  addNote,
  assigneeNames,
  assigneeOf,
  assignRecord,
  changeStatus,
  checkTransition,
  findForWrite,
  findReferenced,
  findVisible,
  onDatabase,
  type RecordRows,
  recordCreated,
  timelineOf,
  updateRecord,
} from "#crm/records.ts";
import { listScope } from "#crm/visibility.ts";
import type { Database } from "#db/client.ts";
import { custodyEntries, deliveries, users } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";

type Row = typeof deliveries.$inferSelect;
type ListRow = Listed<Row> & { assigneeUsername: string | null; assigneeName: string | null };

/** The columns of the deliveries CSV export, each read from a list row (the assignee by username). */
const EXPORT_COLUMNS: readonly ExportColumn<ListRow>[] = [
  "id",
  "caseNumber",
  "clientName",
  "status",
  "method",
  "courier",
  "trackingNumber",
  "currentHolder",
  "receivedBy",
  "createdAt",
  "updatedAt",
  ["assignee", (row) => row.assigneeUsername],
];

function toItem(row: ListRow): DeliveryListItem {
  return {
    id: row.id,
    caseId: row.caseId,
    caseNumber: row.caseNumber,
    clientName: row.clientName,
    status: row.status,
    method: row.method,
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    currentHolder: row.currentHolder,
    receivedBy: row.receivedBy,
    assignee: assigneeOf(row.assigneeUsername, row.assigneeName),
    version: row.version,
    createdAt: instant(row.createdAt),
    updatedAt: instant(row.updatedAt),
  };
}

/**
 * The one way a delivery is opened, for an approved case (by its decision, or by hand): `awaiting_return` with the
 * first custody entry naming who holds the passport. Answers `null` when the case already has one.
 */
export async function openDelivery(
  tx: Database,
  actor: AnyActor,
  parent: RecordRows["case"],
  how: { method: Row["method"]; holder: string },
): Promise<string | null> {
  const [row] = await tx
    .insert(deliveries)
    .values({
      caseId: parent.id,
      caseNumber: parent.caseNumber,
      clientName: parent.clientName,
      status: "awaiting_return",
      method: how.method,
      currentHolder: how.holder,
      assigneeId: parent.assigneeId,
      createdAt: actor.now,
      updatedAt: actor.now,
    })
    .onConflictDoNothing({ target: deliveries.caseId })
    .returning({ id: deliveries.id });
  if (!row) return null;
  await tx.insert(custodyEntries).values({
    deliveryId: row.id,
    at: actor.now,
    status: "awaiting_return",
    holder: how.holder,
    recordedBy: actorName(actor),
    note: null,
  });
  await recordCreated(tx, actor, "delivery", row.id, `Awaiting the passport for ${parent.caseNumber}`, {
    caseNumber: parent.caseNumber,
    holder: how.holder,
  });
  return row.id;
}

/** One delivery; a customer gets the custody trail without staff names and notes, and only their timeline. */
export async function getDelivery(db: Database, reader: Reader, id: string): Promise<Delivery> {
  return deliveryDetail(db, reader, await findVisible(db, reader, "delivery", id));
}

/** The delivery `row` (found visible to `reader`, or just written in the transaction `db`) with its custody trail. */
async function deliveryDetail(db: Database, reader: Reader, row: Row): Promise<Delivery> {
  const id = row.id;
  const forClient = reader.scope === "own";
  const custody = await db
    .select()
    .from(custodyEntries)
    .where(eq(custodyEntries.deliveryId, id))
    .orderBy(asc(custodyEntries.id));
  return {
    ...toItem({ ...row, ...(await assigneeNames(db, row.assigneeId)) }),
    custody: custody.map((entry) => ({
      at: entry.at.toISOString(),
      status: entry.status,
      holder: entry.holder,
      recordedBy: forClient ? null : entry.recordedBy,
      note: forClient ? null : entry.note,
    })),
    timeline: await timelineOf(db, "delivery", id, forClient),
  };
}

/** By hand, for an approved case the actor may see that has no delivery yet. */
export async function createDelivery(
  db: Database,
  actor: CrmActor,
  input: z.output<typeof ZCreateDeliveryRequest>,
): Promise<Delivery> {
  return db.transaction(async (tx) => {
    const parent = await findReferenced(tx, actor, "case", input.caseId, "caseId", true);
    if (parent.decision !== "approved")
      throw new HttpError(409, "not_approved", "Only an approved case has a visa to deliver");
    const id = await openDelivery(tx, actor, parent, input);
    if (!id) throw new HttpError(409, "delivery_exists", "This case already has a delivery");
    return getDelivery(tx, actor, id);
  });
}

export async function updateDelivery(
  db: Database,
  actor: CrmActor,
  id: string,
  input: z.output<typeof ZUpdateDeliveryRequest>,
): Promise<Delivery> {
  return db.transaction(async (tx) => {
    const row = await findForWrite(tx, actor, "delivery", id, input.expectedVersion);
    if (row.status === "delivered")
      throw new HttpError(409, "delivery_closed", "A delivered passport cannot be changed");
    return deliveryDetail(tx, actor, await updateRecord(tx, actor, "delivery", row, input));
  });
}

/** One hand-off: the state moves and a custody entry names who holds the passport now; answers the delivery. */
export async function setDeliveryStatus(
  db: Database,
  actor: CrmActor,
  id: string,
  input: z.output<typeof ZDeliveryStatusRequest>,
): Promise<Delivery> {
  return db.transaction(async (tx) => {
    const row = await findForWrite(tx, actor, "delivery", id, input.expectedVersion);
    checkTransition("delivery", row.status, input.status);
    const courier = input.courier ?? row.courier;
    const trackingNumber = input.trackingNumber ?? row.trackingNumber;
    if (input.status === "dispatched" && (!courier || !trackingNumber)) {
      const fields: Record<string, string> = {};
      if (!courier) fields.courier = "is required to dispatch";
      if (!trackingNumber) fields.trackingNumber = "is required to dispatch";
      throw new HttpError(
        400,
        "bad_request",
        "Invalid request: a dispatch needs a courier and tracking number",
        fields,
      );
    }
    const written = await changeStatus(tx, actor, "delivery", row, input.status, {
      text: `${row.status} → ${input.status}; now with ${input.holder}`,
      set: {
        courier,
        trackingNumber,
        currentHolder: input.holder,
        receivedBy: input.status === "delivered" ? (input.receivedBy ?? null) : row.receivedBy,
      },
      details: { holder: input.holder },
      comment: input,
    });
    await tx.insert(custodyEntries).values({
      deliveryId: id,
      at: actor.now,
      status: input.status,
      holder: input.holder,
      recordedBy: actor.user.username,
      note: input.note ?? null,
    });
    return deliveryDetail(tx, actor, written);
  });
}

export async function assignDelivery(
  db: Database,
  actor: CrmActor,
  id: string,
  assignment: Assign,
): Promise<Delivery> {
  return db.transaction(async (tx) =>
    deliveryDetail(tx, actor, (await assignRecord(tx, actor, "delivery", id, assignment)).row),
  );
}

/** A note, call or message on a delivery's timeline (the customer's too when marked); answers the delivery with it. */
export async function addDeliveryNote(
  db: Database,
  actor: CrmActor,
  id: string,
  note: AddNote,
): Promise<Delivery> {
  return deliveryDetail(db, actor, await addNote(db, actor, "delivery", id, note));
}

const HELD: readonly string[] = HELD_DELIVERY_STATUSES;

/** Whole calendar days (India) from `since` to `now`. */
function daysBetween(since: Date, now: Date): number {
  const from = localDay(since);
  const to = localDay(now);
  let days = 0;
  // Held passports are counted in days to weeks: walking the calendar is simple and exact across month ends.
  for (let day = from; day < to; day = addDays(day, 1)) days += 1;
  return days;
}

/**
 * "Passports in our custody": every delivery whose passport is in our hands now (back from the embassy, or returned
 * by the courier) that `actor` may see, with when it came to us (the start of the unbroken stretch of held states in
 * its custody log) and for how many days; longest held first.
 */
export async function heldPassports(db: Database, actor: CrmActor): Promise<HeldPassport[]> {
  const held = inArray(deliveries.status, [...HELD_DELIVERY_STATUSES]);
  const scope =
    actor.scope === "all"
      ? held
      : and(held, or(isNull(deliveries.assigneeId), eq(deliveries.assigneeId, actor.userId)));
  const rows = await db
    .select({ row: deliveries, assigneeUsername: users.username, assigneeName: users.name })
    .from(deliveries)
    .leftJoin(users, eq(users.id, deliveries.assigneeId))
    .where(scope);
  if (rows.length === 0) return [];
  const entries = await db
    .select()
    .from(custodyEntries)
    .where(
      inArray(
        custodyEntries.deliveryId,
        rows.map((r) => r.row.id),
      ),
    )
    .orderBy(asc(custodyEntries.id));
  const items = rows.map(({ row, assigneeUsername, assigneeName }) => {
    const log = entries.filter((entry) => entry.deliveryId === row.id);
    let since = row.updatedAt;
    for (let i = log.length - 1; i >= 0; i -= 1) {
      const entry = log[i];
      if (!entry || !HELD.includes(entry.status)) break;
      since = entry.at;
    }
    return {
      deliveryId: row.id,
      caseId: row.caseId,
      caseNumber: row.caseNumber,
      clientName: row.clientName,
      status: row.status,
      holder: row.currentHolder,
      since: since.toISOString(),
      daysHeld: daysBetween(since, actor.now),
      assignee: assigneeOf(assigneeUsername, assigneeName),
    };
  });
  return items.sort((a, b) => a.since.localeCompare(b.since));
}

/** Deliveries: list, detail (the customer's view too), open, edit, hand-offs, assignment and notes. */
export function createDeliveryService(db: Database) {
  const pagedDeliveries = pagedList<z.output<typeof ZDeliveryListQuery>, ListRow, DeliveryListItem>(db, {
    select: selectWithAssignee(deliveries),
    columns: {
      id: deliveries.id,
      assignee: deliveries.assigneeId,
      createdAt: deliveries.createdAt,
      search: deliveries.search,
    },
    sorts: { createdAt: [deliveries.createdAt, "time"], updatedAt: [deliveries.updatedAt, "time"] },
    filters: { status: deliveries.status, method: deliveries.method, caseId: deliveries.caseId },
    toItem,
  });

  /** `query` for `reader`: the list's own query, the actor it is read as, and the condition of the other filters. */
  function narrowDeliveries(reader: Reader, query: z.output<typeof ZDeliveryListQuery>) {
    const { actor, extra } = listScope(reader, "deliveries");
    const { stuck, open, reached, reachedFrom, reachedTo, ...rest } = query;
    const columns = { id: deliveries.id, state: deliveries.status, updatedAt: deliveries.updatedAt };
    const drill = drillDownCondition(
      "delivery",
      columns,
      { stuck, open, reached, reachedFrom, reachedTo },
      reader.now,
    );
    return { actor, query: rest, condition: allOf(extra, drill) };
  }

  return {
    /** A page of the deliveries `reader` may see (a customer: those of their own cases). */
    list(reader: Reader, query: z.output<typeof ZDeliveryListQuery>) {
      const narrowed = narrowDeliveries(reader, query);
      return pagedDeliveries(narrowed.actor, narrowed.query, narrowed.condition);
    },
    /** Every delivery a list query keeps, as the rows of its CSV export. */
    export: recordExport(EXPORT_COLUMNS, (actor: CrmActor, query: z.output<typeof ZDeliveryListQuery>) => {
      const narrowed = narrowDeliveries(actor, query);
      return pagedDeliveries.batches(narrowed.actor, narrowed.query, narrowed.condition);
    }),
    get: onDatabase(db, getDelivery),
    held: onDatabase(db, heldPassports),
    create: onDatabase(db, createDelivery),
    update: onDatabase(db, updateDelivery),
    setStatus: onDatabase(db, setDeliveryStatus),
    assign: onDatabase(db, assignDelivery),
    addNote: onDatabase(db, addDeliveryNote),
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
