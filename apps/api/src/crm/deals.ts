import type { AddNote, Assign } from "@visadesk/contracts/crm";
import {
  DEAL_LOST_REASON_LABELS,
  type Deal,
  type DealListItem,
  type ZCreateDealRequest,
  type ZDealListQuery,
  type ZDealStageRequest,
  type ZUpdateDealRequest,
} from "@visadesk/contracts/deals";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { AnyActor, CrmActor } from "#crm/actors.ts";
import { openCase } from "#crm/cases.ts";
import { customerForLead } from "#crm/customers.ts";
import {
  allOf,
  drillDownCondition,
  firstTouchCondition,
  splitDrillDown,
  withDrillDown,
} from "#crm/drill-down.ts";
import { closeEnquiriesOfWonDeal } from "#crm/enquiries.ts";
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
  notFound,
  onDatabase,
  type RecordRows,
  recordCreated,
  resolveAssignee,
  timelineOf,
  updateRecord,
} from "#crm/records.ts";
import { checkVisaPairAsItWillStand } from "#crm/visa-pair.ts";
import type { Database } from "#db/client.ts";
import { cases, deals, leads } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";

type DealRow = typeof deals.$inferSelect;
type ListRow = Listed<DealRow> & { assigneeUsername: string | null; assigneeName: string | null };

/** The columns of the deals CSV export, each read from a list row (the assignee by username). */
const EXPORT_COLUMNS: readonly ExportColumn<ListRow>[] = [
  "id",
  "stage",
  "clientName",
  "service",
  "visaType",
  "destinationCountry",
  "feeInr",
  "governmentFeeInr",
  "expectedCloseOn",
  "leadId",
  "createdAt",
  "updatedAt",
  ["assignee", (row) => row.assigneeUsername],
];

function toItem(row: ListRow): DealListItem {
  return {
    id: row.id,
    stage: row.stage,
    leadId: row.leadId,
    clientName: row.clientName,
    service: row.service,
    visaType: row.visaType,
    destinationCountry: row.destinationCountry,
    feeInr: row.feeInr,
    governmentFeeInr: row.governmentFeeInr,
    expectedCloseOn: row.expectedCloseOn,
    assignee: assigneeOf(row.assigneeUsername, row.assigneeName),
    version: row.version,
    createdAt: instant(row.createdAt),
    updatedAt: instant(row.updatedAt),
  };
}

/** What a new deal offers (`POST /api/deals` and a lead's conversion). */
export type DealOffer = Omit<z.output<typeof ZCreateDealRequest>, "leadId">;

/**
 * The one way a deal is opened, at `quoted`, for a lead found (and locked) by the caller: the lead must not be lost;
 * a visa service needs a visa type and destination (its own or the lead's); an appeal names a refused case the actor
 * may see. Answers the deal as written.
 */
export async function openDeal(
  tx: Database,
  actor: AnyActor,
  lead: RecordRows["lead"],
  offer: DealOffer,
): Promise<DealRow> {
  if (lead.status === "lost")
    throw new HttpError(409, "lead_lost", "Reopen the lead before offering it a deal");
  const visaType = offer.visaType ?? lead.visaType;
  const destinationCountry = offer.destinationCountry ?? lead.destinationCountry;
  // The offer may name one side of the pair and take the other from the lead.
  checkVisaPairAsItWillStand({}, { visaType, destinationCountry });
  if (offer.service === "visa" && (visaType === null || destinationCountry === null)) {
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
  if (offer.appealOfCaseId) {
    const parent = await findReferenced(tx, actor, "case", offer.appealOfCaseId, "appealOfCaseId");
    if (parent.decision !== "refused") {
      throw new HttpError(400, "bad_request", "Invalid request: appealOfCaseId: is not a refused case", {
        appealOfCaseId: "is not a refused case",
      });
    }
  }
  const [row] = await tx
    .insert(deals)
    .values({
      stage: "quoted",
      leadId: lead.id,
      clientName: lead.name,
      service: offer.service,
      visaType,
      destinationCountry,
      feeInr: offer.feeInr,
      governmentFeeInr: offer.governmentFeeInr,
      expectedCloseOn: offer.expectedCloseOn ?? null,
      appealOfCaseId: offer.appealOfCaseId ?? null,
      assigneeId: lead.assigneeId,
      createdAt: actor.now,
      updatedAt: actor.now,
    })
    .returning();
  if (!row) throw new Error("deal insert returned nothing");
  await recordCreated(tx, actor, "deal", row.id, `Quoted ₹${offer.feeInr}`, {
    leadId: lead.id,
    amountInr: offer.feeInr,
  });
  return row;
}

/** won: the customer (if the lead has none) and the filing case, in the caller's transaction; answers the deal. */
async function win(
  tx: Database,
  actor: AnyActor,
  deal: DealRow,
  caseAssignee: string | null | undefined,
  comment: { note?: string | undefined },
): Promise<DealRow> {
  checkTransition("deal", deal.stage, "won");
  const [lead] = await tx.select().from(leads).where(eq(leads.id, deal.leadId));
  if (!lead) throw notFound("lead");
  let parent: RecordRows["case"] | undefined;
  if (deal.service === "refusal_appeal" && deal.appealOfCaseId) {
    [parent] = await tx.select().from(cases).where(eq(cases.id, deal.appealOfCaseId));
  }
  const visaType = deal.visaType ?? parent?.visaType ?? lead.visaType;
  const destinationCountry = deal.destinationCountry ?? parent?.destinationCountry ?? lead.destinationCountry;
  if (!visaType || !destinationCountry) {
    throw new HttpError(
      409,
      "incomplete_deal",
      "Give the deal a visa type and destination before winning it",
    );
  }
  // Each side may come from a different record (the deal, the refused case, the lead): the case gets the pair as won.
  checkVisaPairAsItWillStand({}, { visaType, destinationCountry });
  const customer = await customerForLead(tx, actor, lead, deal);
  const assigneeId =
    caseAssignee === undefined
      ? deal.assigneeId
      : await resolveAssignee(tx, actor, caseAssignee, "caseAssignee");
  const opened = await openCase(tx, actor, {
    kind: parent ? "appeal" : "application",
    parentCaseId: parent?.id ?? null,
    customerId: customer.id,
    dealId: deal.id,
    clientName: customer.name,
    destinationCountry,
    visaType,
    assigneeId,
    appealDeadlineOn: parent?.appealDeadlineOn ?? null,
  });
  const won = await changeStatus(tx, actor, "deal", deal, "won", {
    text: `Won; case ${opened.caseNumber} opened`,
    set: { customerId: customer.id, caseId: opened.id, lostReason: null },
    details: { customerId: customer.id, caseId: opened.id, caseNumber: opened.caseNumber },
    comment,
    checked: false,
  });
  await closeEnquiriesOfWonDeal(tx, actor, lead.id, opened.caseNumber);
  return won;
}

export async function getDeal(db: Database, actor: CrmActor, id: string): Promise<Deal> {
  return dealDetail(db, await findVisible(db, actor, "deal", id));
}

/** The deal `row` (found visible, or just written in the transaction `db`) in detail, with its timeline. */
async function dealDetail(db: Database, row: DealRow): Promise<Deal> {
  const id = row.id;
  return {
    ...toItem({ ...row, ...(await assigneeNames(db, row.assigneeId)) }),
    lostReason: row.lostReason,
    lostReasonCode: row.lostReasonCode,
    customerId: row.customerId,
    caseId: row.caseId,
    appealOfCaseId: row.appealOfCaseId,
    timeline: await timelineOf(db, "deal", id),
  };
}

/** A new offer to a lead the actor may see (400 naming `leadId` otherwise). */
export async function createDeal(
  db: Database,
  actor: CrmActor,
  input: z.output<typeof ZCreateDealRequest>,
): Promise<Deal> {
  return db.transaction(async (tx) => {
    const lead = await findReferenced(tx, actor, "lead", input.leadId, "leadId", true);
    return dealDetail(tx, await openDeal(tx, actor, lead, input));
  });
}

export async function updateDeal(
  db: Database,
  actor: CrmActor,
  id: string,
  input: z.output<typeof ZUpdateDealRequest>,
): Promise<Deal> {
  return db.transaction(async (tx) => {
    const row = await findForWrite(tx, actor, "deal", id, input.expectedVersion);
    if (row.stage === "won" || row.stage === "lost")
      throw new HttpError(409, "deal_closed", `A ${row.stage} deal cannot be changed`);
    checkVisaPairAsItWillStand(row, input);
    return dealDetail(tx, await updateRecord(tx, actor, "deal", row, input));
  });
}

/** One step of the deal's stages (`won` opens the customer and the case); answers the deal as it now stands. */
export async function setDealStage(
  db: Database,
  actor: AnyActor,
  id: string,
  input: z.output<typeof ZDealStageRequest>,
  caseAssignee?: string | null,
): Promise<Deal> {
  return db.transaction(async (tx) => {
    const row = await findForWrite(tx, actor, "deal", id, input.expectedVersion);
    if (input.stage === "won") return dealDetail(tx, await win(tx, actor, row, caseAssignee, input));
    const lost = input.stage === "lost";
    // The words shown: the staff's own, else the code's label.
    const reason = lost
      ? (input.lostReason ?? (input.lostReasonCode ? DEAL_LOST_REASON_LABELS[input.lostReasonCode] : null))
      : null;
    const reasonCode = lost ? (input.lostReasonCode ?? null) : null;
    const written = await changeStatus(tx, actor, "deal", row, input.stage, {
      text: lost ? `Lost: ${reason}` : `Stage ${row.stage} → ${input.stage}`,
      set: { lostReason: reason, lostReasonCode: reasonCode },
      details: lost ? { reason, reasonCode } : {},
      comment: input,
    });
    return dealDetail(tx, written);
  });
}

export async function assignDeal(
  db: Database,
  actor: CrmActor,
  id: string,
  assignment: Assign,
): Promise<Deal> {
  return db.transaction(async (tx) =>
    dealDetail(tx, (await assignRecord(tx, actor, "deal", id, assignment)).row),
  );
}

/** A note, call or message on a deal's timeline; answers the deal with it. */
export async function addDealNote(db: Database, actor: CrmActor, id: string, note: AddNote): Promise<Deal> {
  return dealDetail(db, await addNote(db, actor, "deal", id, note));
}

type ParsedQuery = z.output<typeof ZDealListQuery>;

/** Deals: list, detail, open, edit, stage (won opens the customer and the case), assignment and notes. */
export function createDealService(db: Database) {
  const paged = pagedList<ParsedQuery, ListRow, DealListItem>(db, {
    select: selectWithAssignee(deals),
    columns: { id: deals.id, assignee: deals.assigneeId, createdAt: deals.createdAt, search: deals.search },
    sorts: {
      createdAt: [deals.createdAt, "time"],
      updatedAt: [deals.updatedAt, "time"],
      feeInr: [deals.feeInr, "int"],
    },
    filters: {
      stage: deals.stage,
      country: deals.destinationCountry,
      visaType: deals.visaType,
      leadId: deals.leadId,
      service: deals.service,
    },
    ranges: [
      { name: "closeFrom", column: deals.expectedCloseOn, from: true },
      { name: "closeTo", column: deals.expectedCloseOn, from: false },
    ],
    sum: { column: deals.feeInr },
    toItem,
  });
  const list = withDrillDown(db, paged, (query: ParsedQuery, now) => {
    const { drillDown, firstTouch, rest } = splitDrillDown(query);
    const columns = { id: deals.id, state: deals.stage, updatedAt: deals.updatedAt };
    return {
      query: rest,
      condition: allOf(
        drillDownCondition("deal", columns, drillDown, now),
        firstTouchCondition(deals.leadId, firstTouch),
      ),
    };
  });

  return {
    list,
    /** Every record a list query keeps, as the rows of its CSV export. */
    export: recordExport(EXPORT_COLUMNS, list.batches),
    get: onDatabase(db, getDeal),
    create: onDatabase(db, createDeal),
    update: onDatabase(db, updateDeal),
    setStage: onDatabase(db, setDealStage),
    assign: onDatabase(db, assignDeal),
    addNote: onDatabase(db, addDealNote),
  };
}

export type DealService = ReturnType<typeof createDealService>;
