import { describeMissing } from "@visadesk/contracts/case-rules";
import {
  type Case,
  type CaseListItem,
  type CaseStatusRequest,
  DEFAULT_APPEAL_WINDOW_DAYS,
  type ZApplyChecklistTemplateRequest,
  type ZCaseDecisionRequest,
  type ZCaseListQuery,
  type ZChecklistStatusRequest,
  type ZCreateCaseRequest,
  type ZCreateChecklistItemRequest,
  type ZUpdateCaseRequest,
  type ZUpdateChecklistTemplateRequest,
} from "@visadesk/contracts/cases";
import type { AddNote, Assign } from "@visadesk/contracts/crm";
import { CASE_WITHDRAWABLE } from "@visadesk/contracts/workflow";
import { and, asc, between, eq, ne, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AnyActor, CrmActor, Reader } from "#crm/actors.ts";
import { addDays, localDay } from "#crm/calendar.ts";
import {
  checkCaseDates,
  checkDocumentsComplete,
  checkOverrider,
  checkPastDatesKept,
} from "#crm/case-rules.ts";
import {
  addChecklistItem,
  applyChecklistTemplate,
  checklistFor,
  checklistOf,
  listTemplates,
  saveTemplate,
  setChecklistStatus,
} from "#crm/checklist.ts";
import { openDelivery } from "#crm/deliveries.ts";
import {
  allOf,
  batchesForDrillDown,
  dayRange,
  drillDownCondition,
  firstTouchCondition,
  readForDrillDown,
  splitDrillDown,
} from "#crm/drill-down.ts";
import { instant, type Listed, pagedList, selectWithAssignee } from "#crm/list/index.ts";
import { type ExportColumn, recordExport } from "#crm/record-export.ts";
import {
  addActivity,
  addNote,
  assigneeForNew,
  assigneeNames,
  assigneeOf,
  assignRecord,
  changeStatus,
  checkTransition,
  findForWrite,
  findReferenced,
  findVisible,
  onDatabase,
  recordCreated,
  resolveAssignee,
  timelineOf,
  updateRecord,
} from "#crm/records.ts";
import { checkVisaPairAsItWillStand } from "#crm/visa-pair.ts";
import { listScope } from "#crm/visibility.ts";
import type { Database } from "#db/client.ts";
import { cases, checklistItems, counters, deals, deliveries } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";

type CaseRow = typeof cases.$inferSelect;
type ListRow = Listed<CaseRow> & { assigneeUsername: string | null; assigneeName: string | null };

/** A case's dates as its list item and its export show them. */
function datesOf(row: ListRow): CaseListItem["dates"] {
  return {
    appointmentOn: row.appointmentOn,
    biometricsOn: row.biometricsOn,
    submittedOn: row.submittedOn,
    decisionOn: row.decisionOn,
    appealDeadlineOn: row.appealDeadlineOn,
  };
}

/** The columns of the cases CSV export, each read from a list row (the assignee by username). */
const EXPORT_COLUMNS: readonly ExportColumn<ListRow>[] = [
  "id",
  "caseNumber",
  "kind",
  "status",
  "clientName",
  "destinationCountry",
  "visaType",
  "decision",
  "refusalReasonCode",
  ["dates", datesOf],
  "createdAt",
  "updatedAt",
  ["assignee", (row) => row.assigneeUsername],
];

function toItem(row: ListRow): CaseListItem {
  return {
    id: row.id,
    caseNumber: row.caseNumber,
    kind: row.kind,
    parentCaseId: row.parentCaseId,
    status: row.status,
    customerId: row.customerId,
    clientName: row.clientName,
    destinationCountry: row.destinationCountry,
    visaType: row.visaType,
    decision: row.decision,
    refusalReasonCode: row.refusalReasonCode,
    assignee: assigneeOf(row.assigneeUsername, row.assigneeName),
    dates: datesOf(row),
    version: row.version,
    createdAt: instant(row.createdAt),
    updatedAt: instant(row.updatedAt),
  };
}

const spoken = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** A calendar day as the timeline says it: "17 Nov 2026". */
function spokenDay(day: string): string {
  return spoken.format(new Date(`${day}T12:00:00Z`));
}

/** The next value of counter `key` (1 for a new key), atomic under concurrency. */
async function nextCounter(db: Database, key: string): Promise<number> {
  const [row] = await db
    .insert(counters)
    .values({ key, value: 1 })
    .onConflictDoUpdate({ target: counters.key, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  if (!row) throw new Error(`counter ${key} did not answer`);
  return row.value;
}

/** What a new case is: an application or an appeal of a refused one. */
export interface NewCase {
  kind: CaseRow["kind"];
  parentCaseId: string | null;
  customerId: string;
  dealId: string | null;
  clientName: string;
  destinationCountry: string;
  visaType: CaseRow["visaType"];
  assigneeId: string | null;
  appealDeadlineOn?: string | null;
}

/** Opens a case with its number (VC-YYYY-NNNNN, per calendar year in Asia/Kolkata) and its checklist. */
export async function openCase(tx: Database, actor: AnyActor, input: NewCase): Promise<CaseRow> {
  const year = localDay(actor.now).slice(0, 4);
  const n = await nextCounter(tx, `case:${year}`);
  const caseNumber = `VC-${year}-${String(n).padStart(5, "0")}`;
  const [row] = await tx
    .insert(cases)
    .values({
      ...input,
      appealDeadlineOn: input.appealDeadlineOn ?? null,
      caseNumber,
      status: "intake",
      decision: "none",
      createdAt: actor.now,
      updatedAt: actor.now,
    })
    .returning();
  if (!row) throw new Error("case insert returned nothing");
  await tx.insert(checklistItems).values(
    checklistFor(input.kind, input.visaType).map((name, position) => ({
      caseId: row.id,
      position,
      name,
      required: true,
      status: "requested" as const,
      createdAt: actor.now,
      updatedAt: actor.now,
    })),
  );
  await recordCreated(
    tx,
    actor,
    "case",
    row.id,
    `${input.kind === "appeal" ? "Appeal" : "Case"} ${caseNumber} opened`,
    { caseNumber, kind: input.kind, parentCaseId: input.parentCaseId, dealId: input.dealId },
  );
  return row;
}

/** One case; a customer sees only what is marked for them (timeline entries and checklist notes). */
export async function getCase(db: Database, reader: Reader, id: string): Promise<Case> {
  return caseDetail(db, reader, await findVisible(db, reader, "case", id));
}

/**
 * The case `row` (found visible to `reader`, or just written in the transaction `db`) in detail: its checklist, its
 * appeals and the case it appeals, its delivery and its timeline (for a customer, what is marked for them).
 */
async function caseDetail(db: Database, reader: Reader, row: CaseRow): Promise<Case> {
  const id = row.id;
  const forClient = reader.scope === "own";
  const linked = {
    id: cases.id,
    caseNumber: cases.caseNumber,
    status: cases.status,
    decision: cases.decision,
  };
  const appeals = await db
    .select(linked)
    .from(cases)
    .where(eq(cases.parentCaseId, id))
    .orderBy(asc(cases.createdAt), asc(cases.id));
  const [parentCase] = row.parentCaseId
    ? await db.select(linked).from(cases).where(eq(cases.id, row.parentCaseId))
    : [];
  const [delivery] = await db.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.caseId, id));
  return {
    ...toItem({ ...row, ...(await assigneeNames(db, row.assigneeId)) }),
    dealId: row.dealId,
    checklist: await checklistOf(db, id, forClient),
    appealCaseIds: appeals.map((a) => a.id),
    appeals,
    parentCase: parentCase ?? null,
    deliveryId: delivery?.id ?? null,
    timeline: await timelineOf(db, "case", id, forClient),
  };
}

/** An application case for a customer the actor may see (400 naming `customerId` otherwise). */
export async function createCase(
  db: Database,
  actor: CrmActor,
  input: z.output<typeof ZCreateCaseRequest>,
): Promise<Case> {
  return db.transaction(async (tx) => {
    const customer = await findReferenced(tx, actor, "customer", input.customerId, "customerId");
    const row = await openCase(tx, actor, {
      kind: "application",
      parentCaseId: null,
      customerId: customer.id,
      dealId: null,
      clientName: customer.name,
      destinationCountry: input.destinationCountry,
      visaType: input.visaType,
      assigneeId: await assigneeForNew(tx, actor, input.assignee, customer.assigneeId),
    });
    return caseDetail(tx, actor, row);
  });
}

export async function updateCase(
  db: Database,
  actor: CrmActor,
  id: string,
  input: z.output<typeof ZUpdateCaseRequest>,
): Promise<Case> {
  return db.transaction(async (tx) => {
    const row = await findForWrite(tx, actor, "case", id, input.expectedVersion);
    checkVisaPairAsItWillStand(row, input);
    checkPastDatesKept(row.status, input);
    checkCaseDates(actor, row.status, {
      submittedOn: input.submittedOn === undefined ? row.submittedOn : input.submittedOn,
      biometricsOn: input.biometricsOn === undefined ? row.biometricsOn : input.biometricsOn,
      decisionOn: row.decisionOn,
    });
    return caseDetail(tx, actor, await updateRecord(tx, actor, "case", row, input));
  });
}

/** One step of a case's status (its decision has its own route); answers the case as it now stands. */
export async function setCaseStatus(
  db: Database,
  actor: AnyActor,
  id: string,
  input: CaseStatusRequest,
): Promise<Case> {
  const { status, ...comment } = input;
  checkOverrider(actor, comment.overrideReason);
  return db.transaction(async (tx) => {
    const row = await findForWrite(tx, actor, "case", id, comment.expectedVersion);
    if (status === "decided") {
      throw new HttpError(
        409,
        "use_decision",
        "A decision is recorded with POST /api/cases/:id/decision",
        undefined,
        { allowed: [] },
      );
    }
    const dates: Partial<CaseRow> = {};
    if (status === "submitted" && !row.submittedOn) dates.submittedOn = localDay(actor.now);
    if (status === "biometrics_done" && !row.biometricsOn) dates.biometricsOn = localDay(actor.now);
    checkTransition("case", row.status, status);
    checkCaseDates(actor, status, { ...row, ...dates });
    const missing =
      status === "documents_complete"
        ? await checkDocumentsComplete(tx, actor, id, comment.overrideReason)
        : [];
    const written = await changeStatus(tx, actor, "case", row, status, {
      text: `Status ${row.status} → ${status}`,
      set: dates,
      comment,
    });
    if (missing.length > 0 && comment.overrideReason !== undefined) {
      await addActivity(tx, actor, "case", id, {
        kind: "update",
        text: `Documents marked complete although ${missing.length} ${missing.length === 1 ? "is" : "are"} missing (${describeMissing(missing)}). Reason: ${comment.overrideReason}`,
        details: { override: "documents_complete", missing, reason: comment.overrideReason },
      });
    }
    return caseDetail(tx, actor, written);
  });
}

/**
 * approved / refused from `decision_pending`, withdrawn from any open state; an approval opens the delivery. Answers
 * the case as it now stands (with the delivery's id).
 */
export async function recordDecision(
  db: Database,
  actor: AnyActor,
  id: string,
  input: z.output<typeof ZCaseDecisionRequest>,
): Promise<Case> {
  return db.transaction(async (tx) => {
    const row = await findForWrite(tx, actor, "case", id, input.expectedVersion);
    const allowed =
      input.decision === "withdrawn"
        ? CASE_WITHDRAWABLE.includes(row.status)
        : row.status === "decision_pending";
    if (!allowed) checkTransition("case", row.status, "decided");
    const decisionOn = input.decisionOn ?? localDay(actor.now);
    // The appeal deadline is counted from this date, so it must be a possible one.
    checkCaseDates(actor, "decided", { ...row, decisionOn });
    const refused = input.decision === "refused";
    const appealDeadlineOn = refused
      ? (input.appealDeadlineOn ?? addDays(decisionOn, DEFAULT_APPEAL_WINDOW_DAYS))
      : row.appealDeadlineOn;
    const text = refused
      ? `Refused (${input.reasonCode}); appeal deadline ${appealDeadlineOn}`
      : input.decision === "approved"
        ? "Approved"
        : "Withdrawn";
    const written = await changeStatus(tx, actor, "case", row, "decided", {
      text,
      set: {
        decision: input.decision,
        refusalReasonCode: refused ? (input.reasonCode ?? null) : null,
        decisionOn,
        appealDeadlineOn,
      },
      details: {
        decision: input.decision,
        reasonCode: input.reasonCode ?? null,
        appealDeadlineOn: refused ? appealDeadlineOn : null,
      },
      comment: input,
      checked: false,
    });
    if (input.decision === "approved") {
      await openDelivery(tx, actor, row, { method: "courier", holder: "Embassy / visa centre" });
    }
    return caseDetail(tx, actor, written);
  });
}

/** A refused case's linked appeal, with its deadline; answers the appeal in detail. */
export async function startAppeal(
  db: Database,
  actor: AnyActor,
  id: string,
  appealDeadlineOn: string | undefined,
  assignee: string | null | undefined,
  expectedVersion?: number,
): Promise<Case> {
  return db.transaction(async (tx) => {
    const row = await findForWrite(tx, actor, "case", id, expectedVersion);
    if (row.decision !== "refused") {
      throw new HttpError(409, "not_refused", "Only a refused case can be appealed");
    }
    const assigneeId = assignee === undefined ? row.assigneeId : await resolveAssignee(tx, actor, assignee);
    const deadline =
      appealDeadlineOn ?? row.appealDeadlineOn ?? addDays(localDay(actor.now), DEFAULT_APPEAL_WINDOW_DAYS);
    const appeal = await openCase(tx, actor, {
      kind: "appeal",
      parentCaseId: row.id,
      customerId: row.customerId,
      dealId: null,
      clientName: row.clientName,
      destinationCountry: row.destinationCountry,
      visaType: row.visaType,
      assigneeId,
      appealDeadlineOn: deadline,
    });
    await tx
      .update(cases)
      .set({ appealDeadlineOn: deadline, updatedAt: actor.now, version: sql`${cases.version} + 1` })
      .where(eq(cases.id, id));
    await addActivity(tx, actor, "case", id, {
      kind: "update",
      text: `Appeal ${appeal.caseNumber} started; appeal by ${spokenDay(deadline)}`,
      details: { appealCaseId: appeal.id, caseNumber: appeal.caseNumber, appealDeadlineOn: deadline },
    });
    return caseDetail(tx, actor, appeal);
  });
}

export async function assignCase(
  db: Database,
  actor: CrmActor,
  id: string,
  assignment: Assign,
): Promise<Case> {
  return db.transaction(async (tx) =>
    caseDetail(tx, actor, (await assignRecord(tx, actor, "case", id, assignment)).row),
  );
}

/** A note, call or message on a case's timeline (the customer's too when marked); answers the case with it. */
export async function addCaseNote(db: Database, actor: CrmActor, id: string, note: AddNote): Promise<Case> {
  return caseDetail(db, actor, await addNote(db, actor, "case", id, note));
}

/** Cases whose appeal deadline is from today (Asia/Kolkata) to `days` ahead; no condition without `days`. */
function deadlineWithin(now: Date, days: number | undefined): SQL | undefined {
  if (days === undefined) return undefined;
  const today = localDay(now);
  return between(cases.appealDeadlineOn, today, addDays(today, days));
}

/** Filing cases: list, detail (the customer's view too), open, edit, status, decision, appeal, assignment, notes. */
export function createCaseService(db: Database) {
  const pagedCases = pagedList<z.output<typeof ZCaseListQuery>, ListRow, CaseListItem>(db, {
    select: selectWithAssignee(cases),
    columns: { id: cases.id, assignee: cases.assigneeId, createdAt: cases.createdAt, search: cases.search },
    sorts: {
      createdAt: [cases.createdAt, "time"],
      updatedAt: [cases.updatedAt, "time"],
      caseNumber: [cases.caseNumber, "text"],
    },
    filters: {
      status: cases.status,
      kind: cases.kind,
      decision: cases.decision,
      country: cases.destinationCountry,
      visaType: cases.visaType,
      customerId: cases.customerId,
      refusalReason: cases.refusalReasonCode,
    },
    toItem,
  });

  /** `query` for `reader`: the list's own query, the actor it is read as, and the condition of the other filters. */
  function narrowCases(reader: Reader, query: z.output<typeof ZCaseListQuery>) {
    const { actor, extra } = listScope(reader, "cases");
    const { drillDown, firstTouch, rest: own } = splitDrillDown(query);
    const { deadlineWithinDays, submittedFrom, submittedTo, decidedFrom, decidedTo, ...rest } = own;
    const columns = { id: cases.id, state: cases.status, updatedAt: cases.updatedAt };
    const decided = dayRange(cases.decisionOn, decidedFrom, decidedTo, ["decidedFrom", "decidedTo"]);
    const condition = allOf(
      extra,
      deadlineWithin(reader.now, deadlineWithinDays),
      drillDownCondition("case", columns, drillDown, reader.now),
      dayRange(cases.submittedOn, submittedFrom, submittedTo, ["submittedFrom", "submittedTo"]),
      // Decided: a decision recorded, on a day in the range (as the dashboards count decisions).
      decided && and(decided, ne(cases.decision, "none")),
      // First touch: the lead of the case's deal, an appeal's being that of the case it appeals (migration
      // 0022; the analytics dashboard counts approved visas and appeals under it).
      firstTouchCondition(
        sql`(select ${deals.leadId} from ${deals} where ${deals.id} = dashboards_case_deal(${cases.id}))`,
        firstTouch,
      ),
    );
    return { actor, query: rest, condition, firstTouch };
  }

  return {
    /** A page of the cases `reader` may see (a customer: their own). */
    async list(reader: Reader, query: z.output<typeof ZCaseListQuery>) {
      const narrowed = narrowCases(reader, query);
      return readForDrillDown(db, narrowed.firstTouch, () =>
        pagedCases(narrowed.actor, narrowed.query, narrowed.condition),
      );
    },
    /** Every case a list query keeps, as the rows of its CSV export. */
    export: recordExport(EXPORT_COLUMNS, (actor: CrmActor, query: z.output<typeof ZCaseListQuery>) => {
      const narrowed = narrowCases(actor, query);
      return batchesForDrillDown(
        db,
        narrowed.firstTouch,
        pagedCases.batches(narrowed.actor, narrowed.query, narrowed.condition),
      );
    }),
    /** `list`'s page for staff, without filters, as a part of the header search's one statement (crm/search.ts). */
    searchPart: pagedCases.partOf,
    get: onDatabase(db, getCase),
    create: onDatabase(db, createCase),
    update: onDatabase(db, updateCase),
    setStatus: onDatabase(db, setCaseStatus),
    recordDecision: onDatabase(db, recordDecision),
    startAppeal: onDatabase(db, startAppeal),

    /** Asks for one more document (crm/checklist.ts). */
    addChecklistItem: (actor: CrmActor, id: string, input: z.output<typeof ZCreateChecklistItemRequest>) =>
      addChecklistItem(db, actor, id, input),

    /** Adds a template's missing documents (crm/checklist.ts). */
    applyChecklistTemplate: (
      actor: CrmActor,
      id: string,
      input: z.output<typeof ZApplyChecklistTemplateRequest>,
    ) => applyChecklistTemplate(db, actor, id, input),

    /** Every checklist template (crm/checklist.ts). */
    templates: () => listTemplates(db),

    /** Saves one template as edited by an admin or the CEO (crm/checklist.ts). */
    saveTemplate: (
      editor: { name: string; now: Date },
      country: string,
      visaType: CaseRow["visaType"],
      input: z.output<typeof ZUpdateChecklistTemplateRequest>,
    ) => saveTemplate(db, editor, country, visaType, input),

    /** Moves one checklist document (crm/checklist.ts). */
    setChecklistStatus: (
      actor: CrmActor,
      id: string,
      itemId: string,
      input: z.output<typeof ZChecklistStatusRequest>,
    ) => setChecklistStatus(db, actor, id, itemId, input),
    assign: onDatabase(db, assignCase),
    addNote: onDatabase(db, addCaseNote),
  };
}

export type CaseService = ReturnType<typeof createCaseService>;
