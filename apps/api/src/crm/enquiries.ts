import type {
  Enquiry,
  EnquiryListItem,
  EnquiryStatusRequest,
  UpdateEnquiryRequest,
  ZCreateEnquiryRequest,
  ZEnquiryListQuery,
} from "@visadesk/contracts/enquiries";
import type { PublicEnquiry, PublicEnquiryCreated } from "@visadesk/contracts/intake";
import { and, eq, gt, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type AnyActor,
  addActivity,
  assigneeOf,
  type CrmActor,
  canSee,
  checkTransition,
  defined,
  newReference,
  notFound,
  resolveAssignee,
  type SystemActor,
  timelineOf,
} from "#crm/context.ts";
import { findOrCreateLead } from "#crm/leads.ts";
import { aliased, instant, type Listed, listColumns, pagedList } from "#crm/list.ts";
import type { Database } from "#db/client.ts";
import { enquiries, users } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";

type Row = typeof enquiries.$inferSelect;
type ListRow = Listed<Row> & { assigneeUsername: string | null; assigneeName: string | null };
type ListQuery = z.output<typeof ZEnquiryListQuery>;

const CHANNEL_LABELS: Record<string, string> = {
  web_form: "the visa form",
  quick_support: "the quick-support popup",
  phone: "a phone call",
  walk_in: "a walk-in",
  whatsapp: "WhatsApp",
};

function toItem(row: ListRow): EnquiryListItem {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as EnquiryListItem["status"],
    channel: row.channel as EnquiryListItem["channel"],
    name: row.name,
    phone: row.phone,
    email: row.email,
    destinationCountry: row.destinationCountry,
    visaType: row.visaType as EnquiryListItem["visaType"],
    city: row.city,
    priorRefusal: row.priorRefusal,
    leadId: row.leadId,
    assignee: assigneeOf(row.assigneeUsername, row.assigneeName),
    createdAt: instant(row.createdAt),
    updatedAt: instant(row.updatedAt),
  };
}

async function findEnquiry(db: Database, actor: AnyActor, id: string, lock = false): Promise<Row> {
  const query = db.select().from(enquiries).where(eq(enquiries.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row || !canSee(actor, row.assigneeId)) throw notFound("enquiry");
  return row;
}

/** The per-IP limit of the public intake: at most `perHour` enquiries an hour from one address. */
export interface IntakeLimits {
  perHour: number;
}

export function createEnquiryService(db: Database) {
  const list = pagedList<ListQuery, ListRow, EnquiryListItem>(db, {
    select: (db) =>
      db
        .select(
          aliased({ ...listColumns(enquiries), assigneeUsername: users.username, assigneeName: users.name }),
        )
        .from(enquiries)
        .leftJoin(users, eq(users.id, enquiries.assigneeId))
        .$dynamic(),
    columns: {
      id: enquiries.id,
      assignee: enquiries.assigneeId,
      createdAt: enquiries.createdAt,
      search: enquiries.search,
    },
    sorts: {
      createdAt: [enquiries.createdAt, "time"],
      updatedAt: [enquiries.updatedAt, "time"],
      name: [enquiries.name, "text"],
    },
    filters: {
      status: enquiries.status,
      channel: enquiries.channel,
      country: enquiries.destinationCountry,
      visaType: enquiries.visaType,
    },
    toItem,
  });

  /** Records one enquiry and attaches it to the person's lead (created when new); inside `tx`. */
  async function record(
    tx: Database,
    actor: AnyActor,
    input: {
      channel: string;
      name: string;
      phone: string | null;
      email: string | null;
      destinationCountry: string | null;
      visaType: string | null;
      message: string | null;
      priorRefusal: boolean;
      refusalDetails: string | null;
      city: string | null;
      consent: boolean;
      attribution: Record<string, unknown>;
      spam: boolean;
      assigneeId: string | null;
    },
  ): Promise<Row> {
    let leadId: string | null = null;
    let assigneeId = input.assigneeId;
    if (!input.spam) {
      const source = typeof input.attribution.source === "string" ? input.attribution.source : input.channel;
      const { lead, created } = await findOrCreateLead(tx, actor, {
        name: input.name,
        phone: input.phone,
        email: input.email,
        city: input.city,
        destinationCountry: input.destinationCountry,
        visaType: input.visaType,
        source,
        assigneeId: input.assigneeId,
      });
      leadId = lead.id;
      assigneeId = lead.assigneeId ?? input.assigneeId;
      if (!created) {
        await addActivity(
          tx,
          actor,
          "lead",
          lead.id,
          "message",
          `New enquiry through ${CHANNEL_LABELS[input.channel]}`,
        );
      }
    }
    const [row] = await tx
      .insert(enquiries)
      .values({
        reference: newReference(),
        status: input.spam ? "spam" : "new",
        channel: input.channel,
        name: input.name,
        phone: input.phone,
        email: input.email,
        destinationCountry: input.destinationCountry,
        visaType: input.visaType,
        message: input.message,
        priorRefusal: input.priorRefusal,
        refusalDetails: input.refusalDetails,
        city: input.city,
        consent: input.consent,
        attribution: input.attribution,
        leadId,
        assigneeId,
        ip: actor.ip,
        createdAt: actor.now,
        updatedAt: actor.now,
      })
      .returning();
    if (!row) throw new Error("enquiry insert returned nothing");
    await addActivity(
      tx,
      actor,
      "enquiry",
      row.id,
      "created",
      input.spam
        ? "Received and marked as spam (hidden field filled)"
        : `Received through ${CHANNEL_LABELS[input.channel]}`,
    );
    return row;
  }

  return {
    /**
     * The public intake: refuses beyond `limits.perHour` from one IP (429), keeps an enquiry whose honeypot is
     * filled as spam without a lead, and answers only after the transaction committed.
     */
    async intake(
      actor: SystemActor,
      input: PublicEnquiry,
      limits: IntakeLimits,
    ): Promise<PublicEnquiryCreated> {
      const ip = actor.ip ?? "unknown";
      return db.transaction(async (tx) => {
        // One address at a time, so concurrent requests from it cannot all slip under the limit.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`intake:${ip}`}))`);
        const since = new Date(actor.now.getTime() - 3_600_000);
        const [counted] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(enquiries)
          .where(and(eq(enquiries.ip, ip), gt(enquiries.createdAt, since)));
        if ((counted?.n ?? 0) >= limits.perHour) {
          throw new HttpError(
            429,
            "rate_limited",
            "Too many enquiries from your connection; please try again in an hour or call us",
          );
        }
        const honeypot = (input as Record<string, unknown>).website;
        const row = await record(tx, actor, {
          channel: input.channel,
          name: input.name,
          phone: input.phone,
          email: input.email ?? null,
          destinationCountry: input.destinationCountry,
          visaType: input.visaType,
          message: input.message ?? null,
          priorRefusal: input.priorRefusal,
          refusalDetails: input.priorRefusal ? (input.refusalDetails ?? null) : null,
          city: input.city ?? null,
          consent: input.consent,
          attribution: { ...input.attribution },
          spam: typeof honeypot === "string" && honeypot.trim() !== "",
          assigneeId: null,
        });
        return { reference: row.reference };
      });
    },

    list,

    async get(actor: CrmActor, id: string): Promise<Enquiry> {
      const row = await findEnquiry(db, actor, id);
      const [assignee] = row.assigneeId
        ? await db.select().from(users).where(eq(users.id, row.assigneeId))
        : [];
      return {
        ...toItem({
          ...row,
          assigneeUsername: assignee?.username ?? null,
          assigneeName: assignee?.name ?? null,
        }),
        message: row.message,
        refusalDetails: row.refusalDetails,
        consent: row.consent,
        attribution: row.attribution,
        timeline: await timelineOf(db, "enquiry", id),
      };
    },

    async create(actor: CrmActor, input: z.output<typeof ZCreateEnquiryRequest>): Promise<string> {
      return db.transaction(async (tx) => {
        const assigneeId =
          input.assignee === undefined
            ? actor.scope === "assigned"
              ? actor.userId
              : null
            : await resolveAssignee(tx, actor, input.assignee);
        const row = await record(tx, actor, {
          channel: input.channel,
          name: input.name,
          phone: input.phone ?? null,
          email: input.email ?? null,
          destinationCountry: input.destinationCountry ?? null,
          visaType: input.visaType ?? null,
          message: input.message ?? null,
          priorRefusal: input.priorRefusal,
          refusalDetails: input.refusalDetails ?? null,
          city: input.city ?? null,
          consent: true,
          attribution: {},
          spam: false,
          assigneeId,
        });
        return row.id;
      });
    },

    async update(actor: CrmActor, id: string, input: UpdateEnquiryRequest) {
      await db.transaction(async (tx) => {
        await findEnquiry(tx, actor, id, true);
        const changes = defined(input as Record<string, unknown>);
        await tx
          .update(enquiries)
          .set({ ...changes, updatedAt: actor.now })
          .where(eq(enquiries.id, id));
        await addActivity(tx, actor, "enquiry", id, "update", `Changed ${Object.keys(changes).join(", ")}`, {
          fields: Object.keys(changes),
        });
      });
    },

    async setStatus(actor: CrmActor, id: string, input: EnquiryStatusRequest) {
      await db.transaction(async (tx) => {
        const row = await findEnquiry(tx, actor, id, true);
        checkTransition("enquiry", row.status, input.status);
        await tx
          .update(enquiries)
          .set({ status: input.status, updatedAt: actor.now })
          .where(eq(enquiries.id, id));
        const text = `Status ${row.status} → ${input.status}`;
        await addActivity(
          tx,
          actor,
          "enquiry",
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
        const row = await findEnquiry(tx, actor, id, true);
        const assigneeId = await resolveAssignee(tx, actor, username);
        await tx.update(enquiries).set({ assigneeId, updatedAt: actor.now }).where(eq(enquiries.id, id));
        await addActivity(
          tx,
          actor,
          "enquiry",
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
      await findEnquiry(db, actor, id);
      await addActivity(db, actor, "enquiry", id, kind, text);
    },
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
