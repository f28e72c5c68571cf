import type { AddNote, Assign } from "@visadesk/contracts/crm";
import type {
  Enquiry,
  EnquiryListItem,
  EnquiryStatusRequest,
  UpdateEnquiryRequest,
  ZCreateEnquiryRequest,
  ZEnquiryListQuery,
} from "@visadesk/contracts/enquiries";
import { and, asc, eq, isNotNull, ne, notInArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AnyActor, CrmActor } from "#crm/actors.ts";
import { allOf, drillDownCondition, splitDrillDown, withDrillDown } from "#crm/drill-down.ts";
import { instant, type Listed, pagedList, selectWithAssignee } from "#crm/list/index.ts";
import { displayPhone } from "#crm/phone-display.ts";
import { recordEnquiry } from "#crm/record-enquiry.ts";
import { type ExportColumn, recordExport } from "#crm/record-export.ts";
import {
  addNote,
  assigneeForNew,
  assigneeNames,
  assigneeOf,
  assignRecord,
  changeStatus,
  findForWrite,
  findVisible,
  onDatabase,
  timelineOf,
  updateRecord,
  writeAssignment,
} from "#crm/records.ts";
import { checkVisaPairAsItWillStand } from "#crm/visa-pair.ts";
import type { Database } from "#db/client.ts";
import { enquiries, leads } from "#db/schema.ts";

type Row = typeof enquiries.$inferSelect;
/** Columns of an enquiry its list item does not show (the detail does): not read for a page. */
const UNREAD_IN_LIST = ["message", "refusalDetails", "consent", "attribution", "assigneeId", "ip"] as const;
type ListRow = Omit<Listed<Row>, (typeof UNREAD_IN_LIST)[number]> & {
  assigneeUsername: string | null;
  assigneeName: string | null;
};
type ListQuery = z.output<typeof ZEnquiryListQuery>;

/** The columns of the enquiries CSV export, each read from a list row (the assignee by username). */
const EXPORT_COLUMNS: readonly ExportColumn<ListRow>[] = [
  "id",
  "reference",
  "status",
  "channel",
  "name",
  "phone",
  "email",
  "destinationCountry",
  "visaType",
  "city",
  "priorRefusal",
  "leadId",
  "createdAt",
  "updatedAt",
  ["assignee", (row) => row.assigneeUsername],
];

function toItem(row: ListRow): EnquiryListItem {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    channel: row.channel,
    name: row.name,
    phone: row.phone,
    phoneDisplay: displayPhone(row.phone),
    email: row.email,
    destinationCountry: row.destinationCountry,
    visaType: row.visaType,
    city: row.city,
    priorRefusal: row.priorRefusal,
    language: row.language,
    leadId: row.leadId,
    assignee: assigneeOf(row.assigneeUsername, row.assigneeName),
    reviewReason: row.reviewReason,
    version: row.version,
    createdAt: instant(row.createdAt),
    updatedAt: instant(row.updatedAt),
  };
}

export async function getEnquiry(db: Database, actor: CrmActor, id: string): Promise<Enquiry> {
  return enquiryDetail(db, await findVisible(db, actor, "enquiry", id));
}

/** The enquiry `row` (found visible, or just written in the transaction `db`) in detail, with its timeline. */
async function enquiryDetail(db: Database, row: Row): Promise<Enquiry> {
  const id = row.id;
  return {
    ...toItem({ ...row, ...(await assigneeNames(db, row.assigneeId)) }),
    message: row.message,
    refusalDetails: row.refusalDetails,
    consent: row.consent,
    attribution: row.attribution,
    timeline: await timelineOf(db, "enquiry", id),
  };
}

export async function createEnquiry(
  db: Database,
  actor: CrmActor,
  input: z.output<typeof ZCreateEnquiryRequest>,
): Promise<Enquiry> {
  return db.transaction(async (tx) => {
    const row = await recordEnquiry(tx, actor, {
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
      assigneeId: await assigneeForNew(tx, actor, input.assignee),
    });
    // The intake's one statement answers the new enquiry's id; its detail reads the row as the enquiry's reader may.
    return enquiryDetail(tx, await findVisible(tx, actor, "enquiry", row.id));
  });
}

export async function updateEnquiry(
  db: Database,
  actor: CrmActor,
  id: string,
  input: UpdateEnquiryRequest,
): Promise<Enquiry> {
  return db.transaction(async (tx) => {
    const { expectedVersion, ...changes } = input;
    const before = await findForWrite(tx, actor, "enquiry", id, expectedVersion);
    checkVisaPairAsItWillStand(before, changes);
    return enquiryDetail(tx, await updateRecord(tx, actor, "enquiry", before, changes));
  });
}

export async function setEnquiryStatus(
  db: Database,
  actor: CrmActor,
  id: string,
  input: EnquiryStatusRequest,
): Promise<Enquiry> {
  return db.transaction(async (tx) => {
    const row = await findForWrite(tx, actor, "enquiry", id, input.expectedVersion);
    const written = await changeStatus(tx, actor, "enquiry", row, input.status, {
      text: `Status ${row.status} → ${input.status}`,
      comment: input,
    });
    return enquiryDetail(tx, written);
  });
}

/** An enquiry still being worked: neither closed nor spam (a responded one waits for the client). */
const FINISHED: readonly Row["status"][] = ["closed", "spam"];

/** A lead's enquiries still being worked, oldest first, locked for update in the caller's transaction. */
export function lockUnfinishedEnquiries(tx: Database, leadId: string): Promise<Row[]> {
  return tx
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.leadId, leadId), notInArray(enquiries.status, [...FINISHED])))
    .orderBy(asc(enquiries.createdAt))
    .for("update");
}

/**
 * A won deal closes its lead's enquiries still being worked, each with its status-change entry, in the deal's
 * transaction: the client's request has been answered, so they are no longer open (nor stuck) work.
 */
export async function closeEnquiriesOfWonDeal(
  tx: Database,
  actor: AnyActor,
  leadId: string,
  caseNumber: string,
): Promise<void> {
  for (const enquiry of await lockUnfinishedEnquiries(tx, leadId)) {
    await changeStatus(tx, actor, "enquiry", enquiry, "closed", {
      text: `Closed: the deal was won (case ${caseNumber})`,
      details: { reason: "deal_won", caseNumber },
    });
  }
}

/**
 * Assigns an enquiry and, unless `alsoLinked` is false, its lead in the same transaction: one person works one
 * client, so the lead's next enquiry (which takes the lead's assignee) reaches the same person.
 */
export async function assignEnquiry(
  db: Database,
  actor: CrmActor,
  id: string,
  assignment: Assign,
): Promise<Enquiry> {
  return db.transaction(async (tx) => {
    const { row, assigneeId } = await assignRecord(tx, actor, "enquiry", id, assignment);
    if (assignment.alsoLinked && row.leadId !== null) {
      const [lead] = await tx.select().from(leads).where(eq(leads.id, row.leadId)).for("update");
      if (lead) {
        await writeAssignment(tx, actor, "lead", lead, assigneeId, assignment.assignee, {
          onlyIfChanged: true,
          because: `with enquiry ${row.reference}`,
        });
      }
    }
    return enquiryDetail(tx, row);
  });
}

/** A note, call or message on an enquiry's timeline; answers the enquiry with it. */
export async function addEnquiryNote(
  db: Database,
  actor: CrmActor,
  id: string,
  note: AddNote,
): Promise<Enquiry> {
  return enquiryDetail(db, await addNote(db, actor, "enquiry", id, note));
}

/** An attribution field of an enquiry's landing ('' when absent), as the analytics dashboard reads it. */
const attributionOf = (field: string) => sql`coalesce(nullif(${enquiries.attribution}->>${field}, ''), '')`;

/**
 * The enquiry list's drill-down filters as one condition: the common ones, spam left out, and where it came from
 * (the keyword as the analytics dashboard keys it: what the visitor typed, else the ad's keyword, any case).
 */
function narrowEnquiries(query: ListQuery, now: Date): { query: ListQuery; condition: SQL | undefined } {
  const { drillDown, rest: own } = splitDrillDown(query);
  const { excludeSpam, keyword, campaign, source, city, review, ...rest } = own;
  const columns = { id: enquiries.id, state: enquiries.status, updatedAt: enquiries.updatedAt };
  const keywordOf = sql`lower(coalesce(nullif(${enquiries.attribution}->>'searchTerm', ''), nullif(${enquiries.attribution}->>'term', ''), ''))`;
  return {
    query: rest,
    condition: allOf(
      drillDownCondition("enquiry", columns, drillDown, now),
      excludeSpam === true ? ne(enquiries.status, "spam") : undefined,
      review === "marked" ? isNotNull(enquiries.reviewReason) : undefined,
      keyword === undefined ? undefined : sql`${keywordOf} = lower(${keyword})`,
      campaign === undefined ? undefined : sql`${attributionOf("campaign")} = ${campaign}`,
      source === undefined ? undefined : sql`${attributionOf("source")} = ${source}`,
      city === undefined ? undefined : sql`coalesce(nullif(${enquiries.city}, ''), '') = ${city}`,
    ),
  };
}

/** Enquiries as staff work them: list, detail, create, edit, status, assignment and notes. */
export function createEnquiryService(db: Database) {
  const paged = pagedList<ListQuery, ListRow, EnquiryListItem>(db, {
    select: selectWithAssignee(enquiries, UNREAD_IN_LIST),
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
      language: enquiries.language,
    },
    toItem,
  });
  const list = withDrillDown(db, paged, narrowEnquiries);

  return {
    list,
    /** Every record a list query keeps, as the rows of its CSV export. */
    export: recordExport(EXPORT_COLUMNS, list.batches),
    get: onDatabase(db, getEnquiry),
    create: onDatabase(db, createEnquiry),
    update: onDatabase(db, updateEnquiry),
    setStatus: onDatabase(db, setEnquiryStatus),
    assign: onDatabase(db, assignEnquiry),
    addNote: onDatabase(db, addEnquiryNote),
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
