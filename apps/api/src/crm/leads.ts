import { type Activity, type AddNote, type Assign, OPEN_STATES } from "@visadesk/contracts/crm";
import type {
  ConvertLeadResult,
  Lead,
  LeadListItem,
  LeadStatusRequest,
  UpdateLeadRequest,
  ZConvertLeadRequest,
  ZCreateLeadRequest,
  ZLeadListQuery,
} from "@visadesk/contracts/leads";
import { and, asc, eq, inArray, lt, ne, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { CrmActor } from "#crm/actors.ts";
import { localDay } from "#crm/calendar.ts";
import { openDeal } from "#crm/deals.ts";
import {
  allOf,
  drillDownCondition,
  firstTouchCondition,
  leadOutcomeCondition,
  splitDrillDown,
  withDrillDown,
} from "#crm/drill-down.ts";
import { lockUnfinishedEnquiries } from "#crm/enquiries.ts";
import { instant, type Listed, pagedList, selectWithAssignee } from "#crm/list/index.ts";
import { displayPhone } from "#crm/phone-display.ts";
import { type ExportColumn, recordExport } from "#crm/record-export.ts";
import {
  addNote,
  assigneeForNew,
  assigneeNames,
  assigneeOf,
  assignRecord,
  changeStatus,
  checkTransition,
  duplicate,
  findForWrite,
  findVisible,
  onDatabase,
  recordCreated,
  timelineOf,
  toActivity,
  uniqueViolation,
  updateRecord,
  writeAssignment,
} from "#crm/records.ts";
import { checkVisaPairAsItWillStand } from "#crm/visa-pair.ts";
import type { Database } from "#db/client.ts";
import { activities, customers, deals, enquiries, leads } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";

type LeadRow = typeof leads.$inferSelect;
/** Columns of a lead its list item does not show (the detail does): not read for a page. */
const UNREAD_IN_LIST = ["assigneeId", "lostReason"] as const;
type ListRow = Omit<Listed<LeadRow>, (typeof UNREAD_IN_LIST)[number]> & {
  assigneeUsername: string | null;
  assigneeName: string | null;
};
type ParsedQuery = z.output<typeof ZLeadListQuery>;

/** The columns of the leads CSV export, each read from a list row (the assignee by username). */
const EXPORT_COLUMNS: readonly ExportColumn<ListRow>[] = [
  "id",
  "status",
  "name",
  "phone",
  "email",
  "city",
  "destinationCountry",
  "visaType",
  "source",
  "nextFollowUpOn",
  "createdAt",
  "updatedAt",
  ["assignee", (row) => row.assigneeUsername],
];

function toItem(row: ListRow): LeadListItem {
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    phone: row.phone,
    phoneDisplay: displayPhone(row.phone),
    email: row.email,
    city: row.city,
    destinationCountry: row.destinationCountry,
    visaType: row.visaType,
    source: row.source,
    language: row.language,
    assignee: assigneeOf(row.assigneeUsername, row.assigneeName),
    nextFollowUpOn: row.nextFollowUpOn,
    version: row.version,
    createdAt: instant(row.createdAt),
    updatedAt: instant(row.updatedAt),
  };
}

/**
 * Refuses a phone (or, for a lead without a phone, an email) that another lead has: one person is one lead. The 409
 * names the field and the lead that has it, so the CRM can offer "see that lead".
 */
async function checkContactFree(
  tx: Database,
  contact: { phone?: string | null | undefined; email?: string | null | undefined },
  self: string | null,
): Promise<void> {
  if (contact.phone) {
    const [taken] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.phone, contact.phone));
    if (taken && taken.id !== self)
      throw duplicate("lead", taken.id, "phone", "Another lead already has this phone number");
  } else if (contact.email && contact.phone === undefined && self === null) {
    const [taken] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.email, contact.email));
    if (taken) throw duplicate("lead", taken.id, "email", "Another lead already has this email");
  }
}

/** The same 409 when two writes raced past `checkContactFree` and met on the unique phone index. */
async function raceOnPhone(db: Database, error: unknown, phone: string | null | undefined): Promise<never> {
  if (uniqueViolation(error) !== undefined && phone) {
    const [taken] = await db.select({ id: leads.id }).from(leads).where(eq(leads.phone, phone));
    throw duplicate("lead", taken?.id ?? "", "phone", "Another lead already has this phone number");
  }
  throw error;
}

export async function getLead(db: Database, actor: CrmActor, id: string): Promise<Lead> {
  return leadDetail(db, await findVisible(db, actor, "lead", id));
}

/**
 * The lead `row` (found visible, or just written in the transaction `db`) in detail: its customer, its enquiries and
 * deals, and its timeline. A write answers with it, built once from the row it wrote (decision 046).
 */
async function leadDetail(db: Database, row: LeadRow): Promise<Lead> {
  const id = row.id;
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.leadId, id));
  const enquiryRows = await db
    .select()
    .from(enquiries)
    .where(eq(enquiries.leadId, id))
    .orderBy(asc(enquiries.createdAt));
  const dealRows = await db.select().from(deals).where(eq(deals.leadId, id)).orderBy(asc(deals.createdAt));
  return {
    ...toItem({ ...row, ...(await assigneeNames(db, row.assigneeId)) }),
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
    timeline: await leadTimeline(db, id, enquiryRows),
  };
}

/**
 * A lead's timeline with its enquiries' work on it (calls, notes, messages, status changes, assignments), each
 * labelled with the enquiry it was done on, oldest first: staff see one client's story in one place. An enquiry's
 * creation is left out, since the lead has its own entry for each enquiry received.
 */
async function leadTimeline(
  db: Database,
  id: string,
  enquiryRows: readonly { id: string; reference: string }[],
): Promise<Activity[]> {
  const own = await timelineOf(db, "lead", id);
  if (enquiryRows.length === 0) return own;
  const references = new Map(enquiryRows.map((e) => [e.id, e.reference]));
  const fromEnquiries = await db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.recordType, "enquiry"),
        inArray(activities.recordId, [...references.keys()]),
        ne(activities.kind, "created"),
      ),
    );
  const labelled = fromEnquiries.map((row) => {
    const reference = references.get(row.recordId) ?? "";
    const entry = toActivity(row);
    return {
      ...entry,
      text: `Enquiry ${reference}: ${entry.text}`,
      details: { ...entry.details, fromEnquiry: { id: row.recordId, reference } },
    };
  });
  // Entry ids grow with time across every record, so they order the merged timeline as each one is ordered.
  return [...own, ...labelled].sort((a, b) => a.id - b.id);
}

export async function createLead(
  db: Database,
  actor: CrmActor,
  input: z.output<typeof ZCreateLeadRequest>,
): Promise<Lead> {
  return db
    .transaction(async (tx) => {
      const assigneeId = await assigneeForNew(tx, actor, input.assignee);
      await checkContactFree(tx, input, null);
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
        .returning();
      if (!row) throw new Error("lead insert returned nothing");
      await recordCreated(tx, actor, "lead", row.id, "Lead created", { source: row.source });
      return leadDetail(tx, row);
    })
    .catch((error: unknown) => raceOnPhone(db, error, input.phone));
}

export async function updateLead(
  db: Database,
  actor: CrmActor,
  id: string,
  input: UpdateLeadRequest,
): Promise<Lead> {
  return db
    .transaction(async (tx) => {
      const { expectedVersion, ...changes } = input;
      const before = await findForWrite(tx, actor, "lead", id, expectedVersion);
      checkVisaPairAsItWillStand(before, changes);
      if (input.phone !== undefined) await checkContactFree(tx, { phone: input.phone }, id);
      const row = await updateRecord(tx, actor, "lead", before, changes);
      // The deals show the client's name; they follow a rename.
      if (input.name !== undefined && input.name !== before.name) {
        await tx.update(deals).set({ clientName: input.name }).where(eq(deals.leadId, id));
      }
      return leadDetail(tx, row);
    })
    .catch((error: unknown) => raceOnPhone(db, error, input.phone));
}

export async function setLeadStatus(
  db: Database,
  actor: CrmActor,
  id: string,
  input: LeadStatusRequest,
): Promise<Lead> {
  return db.transaction(async (tx) => {
    const row = await findForWrite(tx, actor, "lead", id, input.expectedVersion);
    if (input.status === "converted" && row.status === "qualified") {
      throw new HttpError(
        409,
        "use_convert",
        "A lead is converted with POST /api/leads/:id/convert, which opens its deal",
        undefined,
        { allowed: ["converted", "lost"] },
      );
    }
    const lost = input.status === "lost";
    const written = await changeStatus(tx, actor, "lead", row, input.status, {
      text: lost ? `Lost: ${input.lostReason}` : `Status ${row.status} → ${input.status}`,
      set: { lostReason: lost ? (input.lostReason ?? null) : null },
      details: lost ? { reason: input.lostReason ?? null } : {},
      comment: input,
    });
    return leadDetail(tx, written);
  });
}

/**
 * Assigns a lead and, unless `alsoLinked` is false, its enquiries still being worked (each with its own timeline
 * entry) in the same transaction: a lead's enquiries are worked by the same person. Closed ones keep who worked them.
 */
export async function assignLead(
  db: Database,
  actor: CrmActor,
  id: string,
  assignment: Assign,
): Promise<Lead> {
  return db.transaction(async (tx) => {
    const { row, assigneeId } = await assignRecord(tx, actor, "lead", id, assignment);
    if (assignment.alsoLinked) {
      for (const enquiry of await lockUnfinishedEnquiries(tx, id)) {
        await writeAssignment(tx, actor, "enquiry", enquiry, assigneeId, assignment.assignee, {
          onlyIfChanged: true,
          because: "with its lead",
        });
      }
    }
    return leadDetail(tx, row);
  });
}

/** A note, call or message on a lead's timeline; answers the lead with it. */
export async function addLeadNote(db: Database, actor: CrmActor, id: string, note: AddNote): Promise<Lead> {
  return leadDetail(db, await addNote(db, actor, "lead", id, note));
}

/** qualified -> converted, and its deal at `quoted` (through the one deal-opening path), in one transaction. */
export async function convertLead(
  db: Database,
  actor: CrmActor,
  id: string,
  input: z.output<typeof ZConvertLeadRequest>,
): Promise<ConvertLeadResult> {
  return db.transaction(async (tx) => {
    const row = await findForWrite(tx, actor, "lead", id, input.expectedVersion);
    checkTransition("lead", row.status, "converted");
    const { id: dealId } = await openDeal(tx, actor, row, input);
    await changeStatus(tx, actor, "lead", row, "converted", {
      text: "Converted into a deal",
      details: { dealId, amountInr: input.feeInr },
    });
    return { leadId: id, dealId };
  });
}

/**
 * The lead list's drill-down filters as one condition: the common ones, and `followUp=overdue` (open leads whose
 * follow-up day is before today in Asia/Kolkata, as the dashboards count overdue follow-ups).
 */
function narrowLeads(query: ParsedQuery, now: Date): { query: ParsedQuery; condition: SQL | undefined } {
  const { drillDown, firstTouch, rest: own } = splitDrillDown(query);
  const { followUp, converted, contacted, ...rest } = own;
  const columns = { id: leads.id, state: leads.status, updatedAt: leads.updatedAt };
  return {
    query: rest,
    condition: allOf(
      drillDownCondition("lead", columns, drillDown, now),
      followUp === "overdue"
        ? and(lt(leads.nextFollowUpOn, localDay(now)), inArray(leads.status, [...OPEN_STATES.lead]))
        : undefined,
      leadOutcomeCondition(leads.id, { converted, contacted }),
      firstTouchCondition(leads.id, firstTouch),
    ),
  };
}

/** Leads as staff work them, and their conversion into a deal. */
export function createLeadService(db: Database) {
  const paged = pagedList<ParsedQuery, ListRow, LeadListItem>(db, {
    select: selectWithAssignee(leads, UNREAD_IN_LIST),
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
      language: leads.language,
      city: { column: leads.city, caseless: true },
    },
    toItem,
  });
  const list = withDrillDown(db, paged, narrowLeads);
  return {
    list,
    /** Every record a list query keeps, as the rows of its CSV export. */
    export: recordExport(EXPORT_COLUMNS, list.batches),
    get: onDatabase(db, getLead),
    create: onDatabase(db, createLead),
    update: onDatabase(db, updateLead),
    setStatus: onDatabase(db, setLeadStatus),
    assign: onDatabase(db, assignLead),
    addNote: onDatabase(db, addLeadNote),
    convert: onDatabase(db, convertLead),
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
