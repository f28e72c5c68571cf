import type { AddNote, Assign } from "@visadesk/contracts/crm";
import type {
  Customer,
  CustomerListItem,
  CustomerStatusRequest,
  ZCreateCustomerRequest,
  ZCustomerListQuery,
  ZUpdateCustomerRequest,
} from "@visadesk/contracts/customers";
import { asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { recordAudit } from "#audit/audit.ts";
import type { AnyActor, CrmActor } from "#crm/actors.ts";
import { aliased, instant, type Listed, listColumns, pagedList } from "#crm/list/index.ts";
import { displayPhone } from "#crm/phone-display.ts";
import { type ExportColumn, recordExport } from "#crm/record-export.ts";
import {
  addNote,
  assigneeForNew,
  assigneeOf,
  assignRecord,
  changeStatus,
  findForWrite,
  findVisible,
  onDatabase,
  type RecordRows,
  recordCreated,
  timelineOf,
  updateRecord,
} from "#crm/records.ts";
import type { Database } from "#db/client.ts";
import { cases, customers, deliveries, users } from "#db/schema.ts";

type Row = typeof customers.$inferSelect;
type ListRow = Listed<Row> & {
  assigneeUsername: string | null;
  assigneeName: string | null;
  portalUsername: string | null;
};

const portal = alias(users, "portal");

/** The columns of a customer as lists and details show them, with their assignee and portal account. */
const columns = aliased({
  ...listColumns(customers),
  assigneeUsername: users.username,
  assigneeName: users.name,
  portalUsername: portal.username,
});

/** The columns of the customers CSV export, each read from a list row (the assignee by username). */
const EXPORT_COLUMNS: readonly ExportColumn<ListRow>[] = [
  "id",
  "status",
  "name",
  "phone",
  "email",
  "city",
  "passportLast4",
  "passportExpiresOn",
  "createdAt",
  "updatedAt",
  ["assignee", (row) => row.assigneeUsername],
];

function toItem(row: ListRow): CustomerListItem {
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    phone: row.phone,
    phoneDisplay: displayPhone(row.phone),
    email: row.email,
    city: row.city,
    leadId: row.leadId,
    passportLast4: row.passportLast4,
    passportExpiresOn: row.passportExpiresOn,
    portalUsername: row.portalUsername,
    assignee: assigneeOf(row.assigneeUsername, row.assigneeName),
    version: row.version,
    createdAt: instant(row.createdAt),
    updatedAt: instant(row.updatedAt),
  };
}

/** The customer of a lead whose deal is won: theirs if they bought before, else a new one; inside `tx`. */
export async function customerForLead(
  tx: Database,
  actor: AnyActor,
  lead: RecordRows["lead"],
  deal: RecordRows["deal"],
): Promise<Row> {
  const [existing] = await tx.select().from(customers).where(eq(customers.leadId, lead.id));
  if (existing) return existing;
  const [created] = await tx
    .insert(customers)
    .values({
      status: "active",
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      city: lead.city,
      leadId: lead.id,
      assigneeId: deal.assigneeId,
      createdAt: actor.now,
      updatedAt: actor.now,
    })
    .returning();
  if (!created) throw new Error("customer insert returned nothing");
  await recordCreated(tx, actor, "customer", created.id, "Customer from a won deal", { dealId: deal.id });
  return created;
}

export async function getCustomer(db: Database, actor: CrmActor, id: string): Promise<Customer> {
  await findVisible(db, actor, "customer", id);
  return customerDetail(db, id);
}

/**
 * Customer `id` (found visible, or just written in the transaction `db`) in detail: its assignee and portal account,
 * its cases and its timeline.
 */
async function customerDetail(db: Database, id: string): Promise<Customer> {
  const [row] = await db
    .select(columns)
    .from(customers)
    .leftJoin(users, eq(users.id, customers.assigneeId))
    .leftJoin(portal, eq(portal.id, customers.userId))
    .where(eq(customers.id, id));
  if (!row) throw new Error("customer vanished");
  const caseRows = await db
    .select()
    .from(cases)
    .where(eq(cases.customerId, id))
    .orderBy(asc(cases.createdAt));
  return {
    ...toItem(row),
    cases: caseRows.map((c) => ({ id: c.id, caseNumber: c.caseNumber, kind: c.kind, status: c.status })),
    timeline: await timelineOf(db, "customer", id),
  };
}

export async function createCustomer(
  db: Database,
  actor: CrmActor,
  input: z.output<typeof ZCreateCustomerRequest>,
): Promise<Customer> {
  return db.transaction(async (tx) => {
    const assigneeId = await assigneeForNew(tx, actor, input.assignee);
    const [row] = await tx
      .insert(customers)
      .values({
        status: "active",
        name: input.name,
        phone: input.phone ?? null,
        email: input.email ?? null,
        city: input.city ?? null,
        passportLast4: input.passportLast4?.toUpperCase() ?? null,
        passportExpiresOn: input.passportExpiresOn ?? null,
        assigneeId,
        createdAt: actor.now,
        updatedAt: actor.now,
      })
      .returning({ id: customers.id });
    if (!row) throw new Error("customer insert returned nothing");
    await recordCreated(tx, actor, "customer", row.id, "Customer created");
    return customerDetail(tx, row.id);
  });
}

/** Edits a customer; a rename reaches their cases and deliveries, which show the client's name. */
export async function updateCustomer(
  db: Database,
  actor: CrmActor,
  id: string,
  input: z.output<typeof ZUpdateCustomerRequest>,
): Promise<Customer> {
  return db.transaction(async (tx) => {
    const before = await findForWrite(tx, actor, "customer", id, input.expectedVersion);
    const changes: Partial<Row> = { ...input };
    if (changes.passportLast4) changes.passportLast4 = changes.passportLast4.toUpperCase();
    await updateRecord(tx, actor, "customer", before, changes);
    if (changes.name !== undefined && changes.name !== before.name) {
      await tx.update(cases).set({ clientName: changes.name }).where(eq(cases.customerId, id));
      await tx
        .update(deliveries)
        .set({ clientName: changes.name })
        .where(
          inArray(deliveries.caseId, tx.select({ id: cases.id }).from(cases).where(eq(cases.customerId, id))),
        );
    }
    return customerDetail(tx, id);
  });
}

/**
 * Archives or restores a customer; the audit trail records it in the same transaction (decision 048). Answers the
 * customer as it now stands.
 */
export async function setCustomerStatus(
  db: Database,
  actor: CrmActor,
  id: string,
  { status, note, expectedVersion }: CustomerStatusRequest,
): Promise<Customer> {
  return db.transaction(async (tx) => {
    const row = await findForWrite(tx, actor, "customer", id, expectedVersion);
    await changeStatus(tx, actor, "customer", row, status, {
      text: status === "archived" ? "Archived" : "Restored",
      comment: { note },
    });
    await recordAudit(tx, actor.now, {
      action: status === "archived" ? "record.archive" : "record.restore",
      actor: actor.user.username,
      target: `customer:${id}`,
      ip: actor.ip,
    });
    return customerDetail(tx, id);
  });
}

export async function assignCustomer(
  db: Database,
  actor: CrmActor,
  id: string,
  assignment: Assign,
): Promise<Customer> {
  return db.transaction(async (tx) => {
    await assignRecord(tx, actor, "customer", id, assignment);
    return customerDetail(tx, id);
  });
}

/** A note, call or message on a customer's timeline; answers the customer with it. */
export async function addCustomerNote(
  db: Database,
  actor: CrmActor,
  id: string,
  note: AddNote,
): Promise<Customer> {
  await addNote(db, actor, "customer", id, note);
  return customerDetail(db, id);
}

/** Customers: list, detail, create (clients from before the CRM), edit, archive, assignment and notes. */
export function createCustomerService(db: Database) {
  const list = pagedList<z.output<typeof ZCustomerListQuery>, ListRow, CustomerListItem>(db, {
    select: (db, from) =>
      db
        .select(columns)
        .from(from ?? customers)
        .leftJoin(users, eq(users.id, customers.assigneeId))
        .leftJoin(portal, eq(portal.id, customers.userId))
        .$dynamic(),
    columns: {
      id: customers.id,
      assignee: customers.assigneeId,
      createdAt: customers.createdAt,
      search: customers.search,
    },
    sorts: {
      createdAt: [customers.createdAt, "time"],
      updatedAt: [customers.updatedAt, "time"],
      name: [customers.name, "text"],
    },
    filters: { status: customers.status },
    toItem,
  });

  return {
    list,
    /** Every record a list query keeps, as the rows of its CSV export. */
    export: recordExport(EXPORT_COLUMNS, list.batches),
    get: onDatabase(db, getCustomer),
    create: onDatabase(db, createCustomer),
    update: onDatabase(db, updateCustomer),
    setStatus: onDatabase(db, setCustomerStatus),
    assign: onDatabase(db, assignCustomer),
    addNote: onDatabase(db, addCustomerNote),
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
