import type {
  Customer,
  CustomerListItem,
  ZCreateCustomerRequest,
  ZCustomerListQuery,
  ZUpdateCustomerRequest,
} from "@visadesk/contracts/customers";
import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import {
  type AnyActor,
  addActivity,
  assigneeOf,
  type CrmActor,
  canSee,
  checkTransition,
  defined,
  notFound,
  resolveAssignee,
  timelineOf,
} from "#crm/context.ts";
import { aliased, instant, type Listed, listColumns, pagedList } from "#crm/list.ts";
import type { Database } from "#db/client.ts";
import { cases, customers, users } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";

type Row = typeof customers.$inferSelect;
type ListRow = Listed<Row> & {
  assigneeUsername: string | null;
  assigneeName: string | null;
  portalUsername: string | null;
};

const portal = alias(users, "portal");

function toItem(row: ListRow): CustomerListItem {
  return {
    id: row.id,
    status: row.status as CustomerListItem["status"],
    name: row.name,
    phone: row.phone,
    email: row.email,
    city: row.city,
    leadId: row.leadId,
    passportLast4: row.passportLast4,
    passportExpiresOn: row.passportExpiresOn,
    portalUsername: row.portalUsername,
    assignee: assigneeOf(row.assigneeUsername, row.assigneeName),
    createdAt: instant(row.createdAt),
    updatedAt: instant(row.updatedAt),
  };
}

export function createCustomerService(db: Database) {
  const columns = aliased({
    ...listColumns(customers),
    assigneeUsername: users.username,
    assigneeName: users.name,
    portalUsername: portal.username,
  });
  const list = pagedList<z.output<typeof ZCustomerListQuery>, ListRow, CustomerListItem>(db, {
    select: (db) =>
      db
        .select(columns)
        .from(customers)
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

  async function find(tx: Database, actor: AnyActor, id: string, lock = false): Promise<Row> {
    const query = tx.select().from(customers).where(eq(customers.id, id));
    const [row] = lock ? await query.for("update") : await query;
    if (!row || !canSee(actor, row.assigneeId)) throw notFound("customer");
    return row;
  }

  async function portalUserId(tx: Database, username: string | null): Promise<string | null> {
    if (username === null) return null;
    const [row] = await tx.select().from(users).where(eq(users.username, username));
    if (row?.role !== "customer") {
      throw new HttpError(400, "bad_request", "Invalid request: portalUsername: is not a customer account", {
        portalUsername: "is not a customer account",
      });
    }
    return row.id;
  }

  return {
    find,

    list,

    async get(actor: CrmActor, id: string): Promise<Customer> {
      const [row] = await db
        .select(columns)
        .from(customers)
        .leftJoin(users, eq(users.id, customers.assigneeId))
        .leftJoin(portal, eq(portal.id, customers.userId))
        .where(eq(customers.id, id));
      if (!row || !canSee(actor, row.assigneeId)) throw notFound("customer");
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
    },

    async create(actor: CrmActor, input: z.output<typeof ZCreateCustomerRequest>): Promise<string> {
      return db.transaction(async (tx) => {
        const assigneeId =
          input.assignee === undefined
            ? actor.scope === "assigned"
              ? actor.userId
              : null
            : await resolveAssignee(tx, actor, input.assignee);
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
        await addActivity(tx, actor, "customer", row.id, "created", "Customer created");
        return row.id;
      });
    },

    async update(actor: CrmActor, id: string, input: z.output<typeof ZUpdateCustomerRequest>) {
      await db.transaction(async (tx) => {
        await find(tx, actor, id, true);
        const { portalUsername, ...rest } = input;
        const changes: Partial<Row> = defined(rest as Record<string, unknown>);
        if (changes.passportLast4) changes.passportLast4 = changes.passportLast4.toUpperCase();
        if (portalUsername !== undefined) changes.userId = await portalUserId(tx, portalUsername);
        await tx
          .update(customers)
          .set({ ...changes, updatedAt: actor.now })
          .where(eq(customers.id, id))
          .catch((error: unknown) => {
            if ((error as { code?: string }).code === "23505")
              throw new HttpError(409, "conflict", "This portal account belongs to another customer", {
                portalUsername: "belongs to another customer",
              });
            throw error;
          });
        if (changes.name !== undefined)
          await tx.update(cases).set({ clientName: changes.name }).where(eq(cases.customerId, id));
        await addActivity(tx, actor, "customer", id, "update", `Changed ${Object.keys(input).join(", ")}`, {
          fields: Object.keys(input),
        });
      });
    },

    async setStatus(actor: CrmActor, id: string, status: "active" | "archived", note?: string) {
      await db.transaction(async (tx) => {
        const row = await find(tx, actor, id, true);
        checkTransition("customer", row.status, status);
        await tx.update(customers).set({ status, updatedAt: actor.now }).where(eq(customers.id, id));
        const text = status === "archived" ? "Archived" : "Restored";
        await addActivity(tx, actor, "customer", id, "status_change", note ? `${text}. ${note}` : text, {
          from: row.status,
          to: status,
        });
      });
    },
  };
}
