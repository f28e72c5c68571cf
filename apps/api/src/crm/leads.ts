import type {
  ConvertLeadResult,
  CreateLeadRequest,
  Lead,
  LeadListItem,
  LeadListQuery,
  LeadStatusRequest,
  UpdateLeadRequest,
  ZConvertLeadRequest,
} from "@visadesk/contracts/leads";
import { and, asc, eq, ne } from "drizzle-orm";
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
import { customers, deals, enquiries, leads, users } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";

type LeadRow = typeof leads.$inferSelect;
type ListRow = Listed<LeadRow> & { assigneeUsername: string | null; assigneeName: string | null };
type ParsedQuery = z.output<typeof import("@visadesk/contracts/leads").ZLeadListQuery>;

function toItem(row: ListRow): LeadListItem {
  return {
    id: row.id,
    status: row.status as LeadListItem["status"],
    name: row.name,
    phone: row.phone,
    email: row.email,
    city: row.city,
    destinationCountry: row.destinationCountry,
    visaType: row.visaType as LeadListItem["visaType"],
    source: row.source,
    assignee: assigneeOf(row.assigneeUsername, row.assigneeName),
    nextFollowUpOn: row.nextFollowUpOn,
    createdAt: instant(row.createdAt),
    updatedAt: instant(row.updatedAt),
  };
}

/** A lead the actor may see, locked for update when `lock`; 404 otherwise. */
export async function findLead(db: Database, actor: AnyActor, id: string, lock = false): Promise<LeadRow> {
  const query = db.select().from(leads).where(eq(leads.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row || !canSee(actor, row.assigneeId)) throw notFound("lead");
  return row;
}

function conflictOnContact(error: unknown): never {
  if ((error as { code?: string }).code === "23505") {
    throw new HttpError(409, "duplicate_lead", "A lead with this phone number already exists", {
      phone: "belongs to another lead",
    });
  }
  throw error;
}

/**
 * The lead of a person with this phone (else email), created when there is none. Concurrent calls for the same
 * phone meet on the unique index, so one person stays one lead.
 */
export async function findOrCreateLead(
  tx: Database,
  actor: AnyActor,
  person: {
    name: string;
    phone: string | null;
    email: string | null;
    city: string | null;
    destinationCountry: string | null;
    visaType: string | null;
    source: string | null;
    assigneeId: string | null;
  },
): Promise<{ lead: LeadRow; created: boolean }> {
  if (person.phone !== null) {
    const [inserted] = await tx
      .insert(leads)
      .values({ ...person, status: "new", createdAt: actor.now, updatedAt: actor.now })
      .onConflictDoNothing({ target: leads.phone })
      .returning();
    if (inserted) {
      await addActivity(tx, actor, "lead", inserted.id, "created", "Lead created");
      return { lead: inserted, created: true };
    }
    const [existing] = await tx.select().from(leads).where(eq(leads.phone, person.phone));
    if (!existing) throw new Error("lead by phone vanished");
    return { lead: existing, created: false };
  }
  if (person.email !== null) {
    const [existing] = await tx
      .select()
      .from(leads)
      .where(eq(leads.email, person.email))
      .orderBy(asc(leads.createdAt))
      .limit(1);
    if (existing) return { lead: existing, created: false };
  }
  const [inserted] = await tx
    .insert(leads)
    .values({ ...person, status: "new", createdAt: actor.now, updatedAt: actor.now })
    .returning();
  if (!inserted) throw new Error("lead insert returned nothing");
  await addActivity(tx, actor, "lead", inserted.id, "created", "Lead created");
  return { lead: inserted, created: true };
}

export function createLeadService(db: Database) {
  const list = pagedList<ParsedQuery, ListRow, LeadListItem>(db, {
    select: (db) =>
      db
        .select(
          aliased({ ...listColumns(leads), assigneeUsername: users.username, assigneeName: users.name }),
        )
        .from(leads)
        .leftJoin(users, eq(users.id, leads.assigneeId))
        .$dynamic(),
    columns: { id: leads.id, assignee: leads.assigneeId, createdAt: leads.createdAt, search: leads.search },
    sorts: {
      createdAt: [leads.createdAt, "time"],
      updatedAt: [leads.updatedAt, "time"],
      name: [leads.name, "text"],
    },
    filters: {
      status: leads.status,
      country: leads.destinationCountry,
      visaType: leads.visaType,
      source: leads.source,
      city: { column: leads.city, caseless: true },
    },
    toItem,
  });
  return {
    list,

    async get(actor: CrmActor, id: string): Promise<Lead> {
      const row = await findLead(db, actor, id);
      const [assignee] = row.assigneeId
        ? await db.select().from(users).where(eq(users.id, row.assigneeId))
        : [];
      const [customer] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.leadId, id));
      const enquiryRows = await db
        .select()
        .from(enquiries)
        .where(eq(enquiries.leadId, id))
        .orderBy(asc(enquiries.createdAt));
      const dealRows = await db
        .select()
        .from(deals)
        .where(eq(deals.leadId, id))
        .orderBy(asc(deals.createdAt));
      return {
        ...toItem({
          ...row,
          assigneeUsername: assignee?.username ?? null,
          assigneeName: assignee?.name ?? null,
        }),
        lostReason: row.lostReason,
        customerId: customer?.id ?? null,
        enquiries: enquiryRows.map((e) => ({
          id: e.id,
          reference: e.reference,
          channel: e.channel,
          status: e.status,
          createdAt: e.createdAt.toISOString(),
        })),
        deals: dealRows.map((d) => ({
          id: d.id,
          stage: d.stage,
          feeInr: d.feeInr,
          createdAt: d.createdAt.toISOString(),
        })),
        timeline: await timelineOf(db, "lead", id),
      };
    },

    async create(
      actor: CrmActor,
      input: z.output<typeof import("@visadesk/contracts/leads").ZCreateLeadRequest>,
    ) {
      return db.transaction(async (tx) => {
        const assigneeId =
          input.assignee === undefined
            ? actor.scope === "assigned"
              ? actor.userId
              : null
            : await resolveAssignee(tx, actor, input.assignee);
        if (input.email !== undefined && input.phone === undefined) {
          const [taken] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.email, input.email));
          if (taken)
            throw new HttpError(409, "duplicate_lead", "A lead with this email already exists", {
              email: "belongs to another lead",
            });
        }
        const [row] = await tx
          .insert(leads)
          .values({
            status: "new",
            name: input.name,
            phone: input.phone ?? null,
            email: input.email ?? null,
            city: input.city ?? null,
            destinationCountry: input.destinationCountry ?? null,
            visaType: input.visaType ?? null,
            source: input.source ?? null,
            nextFollowUpOn: input.nextFollowUpOn ?? null,
            assigneeId,
            createdAt: actor.now,
            updatedAt: actor.now,
          })
          .returning()
          .catch(conflictOnContact);
        if (!row) throw new Error("lead insert returned nothing");
        await addActivity(tx, actor, "lead", row.id, "created", "Lead created");
        return row.id;
      });
    },

    async update(actor: CrmActor, id: string, input: UpdateLeadRequest & Record<string, unknown>) {
      await db.transaction(async (tx) => {
        const before = await findLead(tx, actor, id, true);
        const changes = defined(input) as Partial<LeadRow>;
        if (changes.phone && changes.phone !== before.phone) {
          // Answered with the lead that has it, so that staff can open it (one person is one lead).
          const [taken] = await tx
            .select({ id: leads.id })
            .from(leads)
            .where(and(eq(leads.phone, changes.phone), ne(leads.id, id)));
          if (taken) {
            throw new HttpError(
              409,
              "duplicate",
              "Another lead already has this phone number",
              { phone: "belongs to another lead" },
              { conflict: { resource: "lead", id: taken.id, field: "phone" } },
            );
          }
        }
        await tx
          .update(leads)
          .set({ ...changes, updatedAt: actor.now })
          .where(eq(leads.id, id))
          .catch(conflictOnContact);
        if (changes.name !== undefined && changes.name !== before.name) {
          await tx.update(deals).set({ clientName: changes.name }).where(eq(deals.leadId, id));
        }
        const changed = Object.keys(changes).filter(
          (key) => changes[key as keyof LeadRow] !== before[key as keyof LeadRow],
        );
        await addActivity(tx, actor, "lead", id, "update", `Changed ${changed.join(", ") || "nothing"}`, {
          fields: changed,
        });
      });
    },

    async setStatus(actor: CrmActor, id: string, input: LeadStatusRequest) {
      await db.transaction(async (tx) => {
        const row = await findLead(tx, actor, id, true);
        if (input.status === "converted" && row.status === "qualified") {
          throw new HttpError(
            409,
            "use_convert",
            "A lead is converted with POST /api/leads/:id/convert, which opens its deal",
            undefined,
            { allowed: ["converted", "lost"] },
          );
        }
        checkTransition("lead", row.status, input.status);
        await tx
          .update(leads)
          .set({
            status: input.status,
            lostReason: input.status === "lost" ? (input.lostReason ?? null) : null,
            updatedAt: actor.now,
          })
          .where(eq(leads.id, id));
        const text =
          input.status === "lost" ? `Lost: ${input.lostReason}` : `Status ${row.status} → ${input.status}`;
        await addActivity(
          tx,
          actor,
          "lead",
          id,
          "status_change",
          input.note ? `${text}. ${input.note}` : text,
          {
            from: row.status,
            to: input.status,
          },
        );
      });
    },

    async assign(actor: CrmActor, id: string, username: string | null) {
      await db.transaction(async (tx) => {
        const row = await findLead(tx, actor, id, true);
        const assigneeId = await resolveAssignee(tx, actor, username);
        await tx.update(leads).set({ assigneeId, updatedAt: actor.now }).where(eq(leads.id, id));
        await tx.update(enquiries).set({ assigneeId }).where(eq(enquiries.leadId, id));
        await addActivity(
          tx,
          actor,
          "lead",
          id,
          "assignment",
          username ? `Assigned to ${username}` : "Unassigned",
          {
            from: row.assigneeId,
            to: username,
          },
        );
      });
    },

    async addNote(actor: CrmActor, id: string, kind: "note" | "call" | "message", text: string) {
      await findLead(db, actor, id);
      await addActivity(db, actor, "lead", id, kind, text);
    },

    /** qualified -> converted, and a deal at `quoted`, in one transaction. */
    async convert(
      actor: CrmActor,
      id: string,
      input: z.output<typeof ZConvertLeadRequest>,
    ): Promise<ConvertLeadResult> {
      return db.transaction(async (tx) => {
        const row = await findLead(tx, actor, id, true);
        checkTransition("lead", row.status, "converted");
        const visaType = input.visaType ?? row.visaType;
        const destinationCountry = input.destinationCountry ?? row.destinationCountry;
        if (input.service === "visa" && (visaType === null || destinationCountry === null)) {
          const fields: Record<string, string> = {};
          if (visaType === null) fields.visaType = "is required (the lead has none)";
          if (destinationCountry === null) fields.destinationCountry = "is required (the lead has none)";
          throw new HttpError(
            400,
            "bad_request",
            "Invalid request: the deal needs a visa type and destination",
            fields,
          );
        }
        await tx.update(leads).set({ status: "converted", updatedAt: actor.now }).where(eq(leads.id, id));
        const [deal] = await tx
          .insert(deals)
          .values({
            stage: "quoted",
            leadId: id,
            clientName: row.name,
            service: input.service,
            visaType,
            destinationCountry,
            feeInr: input.feeInr,
            governmentFeeInr: input.governmentFeeInr,
            expectedCloseOn: input.expectedCloseOn ?? null,
            assigneeId: row.assigneeId,
            createdAt: actor.now,
            updatedAt: actor.now,
          })
          .returning({ id: deals.id });
        if (!deal) throw new Error("deal insert returned nothing");
        await addActivity(
          tx,
          actor,
          "lead",
          id,
          "status_change",
          `Converted; deal opened at ₹${input.feeInr}`,
          {
            from: row.status,
            to: "converted",
            dealId: deal.id,
          },
        );
        await addActivity(tx, actor, "deal", deal.id, "created", `Deal quoted at ₹${input.feeInr}`, {
          leadId: id,
        });
        return { leadId: id, dealId: deal.id };
      });
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
export type { CreateLeadRequest, LeadListQuery };
