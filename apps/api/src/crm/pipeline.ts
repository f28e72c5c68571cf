import type {
  CaseListItem,
  ZCaseDecisionRequest,
  ZCaseListQuery,
  ZChecklistStatusRequest,
} from "@visadesk/contracts/cases";
import { DEFAULT_APPEAL_WINDOW_DAYS } from "@visadesk/contracts/cases";
import {
  DEAL_LOST_REASON_LABELS,
  type DealListItem,
  type DealLostReasonCode,
  type ZDealListQuery,
  type ZDealStageRequest,
} from "@visadesk/contracts/deals";
import type {
  DeliveryListItem,
  ZDeliveryListQuery,
  ZDeliveryStatusRequest,
} from "@visadesk/contracts/deliveries";
import { CASE_WITHDRAWABLE, type CaseStatus } from "@visadesk/contracts/workflow";
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import {
  type AnyActor,
  addActivity,
  addDays,
  assigneeOf,
  type CrmActor,
  canSee,
  checkTransition,
  localDay,
  nextCounter,
  notFound,
  resolveAssignee,
  timelineOf,
} from "#crm/context.ts";
import { aliased, instant, type Listed, listColumns, pagedList } from "#crm/list.ts";
import type { Database } from "#db/client.ts";
import {
  cases,
  checklistItems,
  custodyEntries,
  customers,
  deals,
  deliveries,
  leads,
  users,
} from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";

type DealRow = typeof deals.$inferSelect;
type CaseRow = typeof cases.$inferSelect;
type DeliveryRow = typeof deliveries.$inferSelect;
type WithAssignee<T> = Listed<T> & { assigneeUsername: string | null; assigneeName: string | null };

/** The documents every application asks for, and those its visa type adds. */
const BASE_CHECKLIST = [
  "Passport (valid 6+ months, 2 blank pages)",
  "Photographs to the embassy's size",
  "Bank statements, last 6 months",
  "Income tax returns, last 2 years",
];
const CHECKLIST_BY_TYPE: Record<string, string[]> = {
  student: [
    "Offer / admission letter",
    "Proof of tuition payment",
    "Academic transcripts",
    "English test score",
  ],
  business: ["Invitation letter from the host company", "Employer's leave and cover letter"],
  visitor: ["Travel itinerary", "Hotel bookings or host's invitation"],
  schengen: ["Travel insurance (EUR 30,000 cover)", "Travel itinerary", "Hotel bookings"],
  transit: ["Onward ticket", "Visa of the final destination"],
  dependent: ["Marriage or birth certificate", "Sponsor's visa and status documents"],
  general: [],
};
const APPEAL_CHECKLIST = [
  "Refusal letter",
  "Grounds of appeal",
  "Fresh evidence addressing the refusal reasons",
];

export function dealItem(row: WithAssignee<DealRow>): DealListItem {
  return {
    id: row.id,
    stage: row.stage as DealListItem["stage"],
    leadId: row.leadId,
    clientName: row.clientName,
    service: row.service as DealListItem["service"],
    visaType: row.visaType as DealListItem["visaType"],
    destinationCountry: row.destinationCountry,
    feeInr: row.feeInr,
    governmentFeeInr: row.governmentFeeInr,
    expectedCloseOn: row.expectedCloseOn,
    assignee: assigneeOf(row.assigneeUsername, row.assigneeName),
    createdAt: instant(row.createdAt),
    updatedAt: instant(row.updatedAt),
  };
}

export function caseItem(row: WithAssignee<CaseRow>): CaseListItem {
  return {
    id: row.id,
    caseNumber: row.caseNumber,
    kind: row.kind as CaseListItem["kind"],
    parentCaseId: row.parentCaseId,
    status: row.status as CaseListItem["status"],
    customerId: row.customerId,
    clientName: row.clientName,
    destinationCountry: row.destinationCountry,
    visaType: row.visaType as CaseListItem["visaType"],
    decision: row.decision as CaseListItem["decision"],
    refusalReasonCode: row.refusalReasonCode as CaseListItem["refusalReasonCode"],
    assignee: assigneeOf(row.assigneeUsername, row.assigneeName),
    dates: {
      appointmentOn: row.appointmentOn,
      biometricsOn: row.biometricsOn,
      submittedOn: row.submittedOn,
      decisionOn: row.decisionOn,
      appealDeadlineOn: row.appealDeadlineOn,
    },
    createdAt: instant(row.createdAt),
    updatedAt: instant(row.updatedAt),
  };
}

export function deliveryItem(row: WithAssignee<DeliveryRow>): DeliveryListItem {
  return {
    id: row.id,
    caseId: row.caseId,
    caseNumber: row.caseNumber,
    clientName: row.clientName,
    status: row.status as DeliveryListItem["status"],
    method: row.method as DeliveryListItem["method"],
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    currentHolder: row.currentHolder,
    receivedBy: row.receivedBy,
    assignee: assigneeOf(row.assigneeUsername, row.assigneeName),
    createdAt: instant(row.createdAt),
    updatedAt: instant(row.updatedAt),
  };
}

async function assigneeNames(db: Database, id: string | null) {
  if (id === null) return { assigneeUsername: null, assigneeName: null };
  const [row] = await db
    .select({ username: users.username, name: users.name })
    .from(users)
    .where(eq(users.id, id));
  return { assigneeUsername: row?.username ?? null, assigneeName: row?.name ?? null };
}

export async function findDeal(db: Database, actor: AnyActor, id: string, lock = false): Promise<DealRow> {
  const query = db.select().from(deals).where(eq(deals.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row || !canSee(actor, row.assigneeId)) throw notFound("deal");
  return row;
}

export async function findCase(db: Database, actor: AnyActor, id: string, lock = false): Promise<CaseRow> {
  const query = db.select().from(cases).where(eq(cases.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row || !canSee(actor, row.assigneeId)) throw notFound("case");
  return row;
}

export async function findDelivery(
  db: Database,
  actor: AnyActor,
  id: string,
  lock = false,
): Promise<DeliveryRow> {
  const query = db.select().from(deliveries).where(eq(deliveries.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row || !canSee(actor, row.assigneeId)) throw notFound("delivery");
  return row;
}

/** Opens a case with its number (VC-YYYY-NNNNN, per calendar year in Asia/Kolkata) and its checklist. */
export async function openCase(
  tx: Database,
  actor: AnyActor,
  input: {
    kind: "application" | "appeal";
    parentCaseId: string | null;
    customerId: string;
    dealId: string | null;
    clientName: string;
    destinationCountry: string;
    visaType: string;
    assigneeId: string | null;
    appealDeadlineOn?: string | null;
  },
): Promise<CaseRow> {
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
  const names =
    input.kind === "appeal"
      ? APPEAL_CHECKLIST
      : [...BASE_CHECKLIST, ...(CHECKLIST_BY_TYPE[input.visaType] ?? [])];
  await tx.insert(checklistItems).values(
    names.map((name, position) => ({
      caseId: row.id,
      position,
      name,
      required: true,
      status: "requested",
      createdAt: actor.now,
      updatedAt: actor.now,
    })),
  );
  await addActivity(
    tx,
    actor,
    "case",
    row.id,
    "created",
    `${input.kind === "appeal" ? "Appeal" : "Case"} ${caseNumber} opened`,
    {
      parentCaseId: input.parentCaseId,
      dealId: input.dealId,
    },
  );
  return row;
}

export function createPipelineService(db: Database) {
  const listDeals = pagedList<z.output<typeof ZDealListQuery>, WithAssignee<DealRow>, DealListItem>(db, {
    select: (db) =>
      db
        .select(
          aliased({ ...listColumns(deals), assigneeUsername: users.username, assigneeName: users.name }),
        )
        .from(deals)
        .leftJoin(users, eq(users.id, deals.assigneeId))
        .$dynamic(),
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
    toItem: dealItem,
  });
  const listCases = pagedList<z.output<typeof ZCaseListQuery>, WithAssignee<CaseRow>, CaseListItem>(db, {
    select: (db) =>
      db
        .select(
          aliased({ ...listColumns(cases), assigneeUsername: users.username, assigneeName: users.name }),
        )
        .from(cases)
        .leftJoin(users, eq(users.id, cases.assigneeId))
        .$dynamic(),
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
    },
    toItem: caseItem,
  });
  const listDeliveries = pagedList<
    z.output<typeof ZDeliveryListQuery>,
    WithAssignee<DeliveryRow>,
    DeliveryListItem
  >(db, {
    select: (db) =>
      db
        .select(
          aliased({ ...listColumns(deliveries), assigneeUsername: users.username, assigneeName: users.name }),
        )
        .from(deliveries)
        .leftJoin(users, eq(users.id, deliveries.assigneeId))
        .$dynamic(),
    columns: {
      id: deliveries.id,
      assignee: deliveries.assigneeId,
      createdAt: deliveries.createdAt,
      search: deliveries.search,
    },
    sorts: { createdAt: [deliveries.createdAt, "time"], updatedAt: [deliveries.updatedAt, "time"] },
    filters: { status: deliveries.status, method: deliveries.method, caseId: deliveries.caseId },
    toItem: deliveryItem,
  });

  /** won: the customer (if the lead has none) and the filing case, in the caller's transaction. */
  async function win(tx: Database, actor: AnyActor, deal: DealRow, caseAssignee: string | null | undefined) {
    checkTransition("deal", deal.stage, "won");
    const [lead] = await tx.select().from(leads).where(eq(leads.id, deal.leadId));
    if (!lead) throw notFound("lead");
    let [customer] = await tx.select().from(customers).where(eq(customers.leadId, lead.id));
    if (!customer) {
      [customer] = await tx
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
      if (!customer) throw new Error("customer insert returned nothing");
      await addActivity(tx, actor, "customer", customer.id, "created", `Customer from deal won`, {
        dealId: deal.id,
      });
    }
    let parent: CaseRow | undefined;
    if (deal.service === "refusal_appeal" && deal.appealOfCaseId) {
      [parent] = await tx.select().from(cases).where(eq(cases.id, deal.appealOfCaseId));
    }
    const visaType = deal.visaType ?? parent?.visaType ?? lead.visaType;
    const destinationCountry =
      deal.destinationCountry ?? parent?.destinationCountry ?? lead.destinationCountry;
    if (!visaType || !destinationCountry) {
      throw new HttpError(
        409,
        "incomplete_deal",
        "Give the deal a visa type and destination before winning it",
      );
    }
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
    await tx
      .update(deals)
      .set({
        stage: "won",
        customerId: customer.id,
        caseId: opened.id,
        lostReason: null,
        updatedAt: actor.now,
      })
      .where(eq(deals.id, deal.id));
    await addActivity(tx, actor, "deal", deal.id, "status_change", `Won; case ${opened.caseNumber} opened`, {
      from: deal.stage,
      to: "won",
      customerId: customer.id,
      caseId: opened.id,
    });
    return { dealId: deal.id, customerId: customer.id, caseId: opened.id };
  }

  async function recordDecision(actor: CrmActor, id: string, input: z.output<typeof ZCaseDecisionRequest>) {
    return db.transaction(async (tx) => {
      const row = await findCase(tx, actor, id, true);
      if (input.decision === "withdrawn") {
        if (!CASE_WITHDRAWABLE.includes(row.status as CaseStatus))
          checkTransition("case", row.status, "decided");
      } else if (row.status !== "decision_pending") {
        checkTransition("case", row.status, "decided");
      }
      const decisionOn = input.decisionOn ?? localDay(actor.now);
      const appealDeadlineOn =
        input.decision === "refused"
          ? (input.appealDeadlineOn ?? addDays(decisionOn, DEFAULT_APPEAL_WINDOW_DAYS))
          : row.appealDeadlineOn;
      await tx
        .update(cases)
        .set({
          status: "decided",
          decision: input.decision,
          refusalReasonCode: input.decision === "refused" ? (input.reasonCode ?? null) : null,
          decisionOn,
          appealDeadlineOn,
          updatedAt: actor.now,
        })
        .where(eq(cases.id, id));
      let deliveryId: string | null = null;
      if (input.decision === "approved") {
        const [delivery] = await tx
          .insert(deliveries)
          .values({
            caseId: id,
            caseNumber: row.caseNumber,
            clientName: row.clientName,
            status: "awaiting_return",
            method: "courier",
            currentHolder: "Embassy / visa centre",
            assigneeId: row.assigneeId,
            createdAt: actor.now,
            updatedAt: actor.now,
          })
          .onConflictDoNothing({ target: deliveries.caseId })
          .returning();
        if (delivery) {
          deliveryId = delivery.id;
          await tx.insert(custodyEntries).values({
            deliveryId: delivery.id,
            at: actor.now,
            status: "awaiting_return",
            holder: "Embassy / visa centre",
            recordedBy: actor.user.username,
            note: null,
          });
          await addActivity(
            tx,
            actor,
            "delivery",
            delivery.id,
            "created",
            `Awaiting the passport for ${row.caseNumber}`,
          );
        }
      }
      const text =
        input.decision === "refused"
          ? `Refused (${input.reasonCode}); appeal deadline ${appealDeadlineOn}`
          : input.decision === "approved"
            ? "Approved"
            : "Withdrawn";
      await addActivity(
        tx,
        actor,
        "case",
        id,
        "status_change",
        input.note ? `${text}. ${input.note}` : text,
        {
          from: row.status,
          to: "decided",
          decision: input.decision,
          reasonCode: input.reasonCode ?? null,
        },
      );
      return { caseId: id, deliveryId };
    });
  }

  return {
    listDeals,
    win,
    recordDecision,

    async getDeal(actor: CrmActor, id: string) {
      const row = await findDeal(db, actor, id);
      return {
        ...dealItem({ ...row, ...(await assigneeNames(db, row.assigneeId)) }),
        lostReason: row.lostReason,
        lostReasonCode: (row.lostReasonCode ?? null) as DealLostReasonCode | null,
        customerId: row.customerId,
        caseId: row.caseId,
        appealOfCaseId: row.appealOfCaseId,
        timeline: await timelineOf(db, "deal", id),
      };
    },

    async setDealStage(
      actor: CrmActor,
      id: string,
      input: z.output<typeof ZDealStageRequest>,
      caseAssignee?: string | null,
    ) {
      return db.transaction(async (tx) => {
        const row = await findDeal(tx, actor, id, true);
        if (input.stage === "won") return win(tx, actor, row, caseAssignee);
        checkTransition("deal", row.stage, input.stage);
        const lost = input.stage === "lost";
        // The words shown: the staff's own, else the code's label.
        const reason = lost
          ? (input.lostReason ??
            (input.lostReasonCode ? DEAL_LOST_REASON_LABELS[input.lostReasonCode] : null))
          : null;
        await tx
          .update(deals)
          .set({
            stage: input.stage,
            lostReason: reason,
            lostReasonCode: lost ? (input.lostReasonCode ?? null) : null,
            updatedAt: actor.now,
          })
          .where(eq(deals.id, id));
        const text = lost ? `Lost: ${reason}` : `Stage ${row.stage} → ${input.stage}`;
        await addActivity(
          tx,
          actor,
          "deal",
          id,
          "status_change",
          input.note ? `${text}. ${input.note}` : text,
          {
            from: row.stage,
            to: input.stage,
          },
        );
        return { dealId: id };
      });
    },

    listCases,

    async getCase(actor: AnyActor, id: string, forCustomer = false) {
      const row = await findCase(db, actor, id);
      const checklist = await db
        .select()
        .from(checklistItems)
        .where(eq(checklistItems.caseId, id))
        .orderBy(asc(checklistItems.position));
      const appeals = await db.select({ id: cases.id }).from(cases).where(eq(cases.parentCaseId, id));
      const [delivery] = await db
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(eq(deliveries.caseId, id));
      return {
        ...caseItem({ ...row, ...(await assigneeNames(db, row.assigneeId)) }),
        dealId: row.dealId,
        checklist: checklist.map((item) => ({
          id: item.id,
          name: item.name,
          required: item.required,
          status: item.status as "requested",
          expiresOn: item.expiresOn,
          note: item.note,
          updatedAt: item.updatedAt.toISOString(),
        })),
        appealCaseIds: appeals.map((a) => a.id),
        deliveryId: delivery?.id ?? null,
        timeline: await timelineOf(db, "case", id, forCustomer ? ["created", "status_change"] : undefined),
      };
    },

    async setCaseStatus(actor: CrmActor, id: string, status: CaseStatus, note?: string) {
      await db.transaction(async (tx) => {
        const row = await findCase(tx, actor, id, true);
        if (status === "decided") {
          throw new HttpError(
            409,
            "use_decision",
            "A decision is recorded with POST /api/cases/:id/decision",
            undefined,
            {
              allowed: [],
            },
          );
        }
        checkTransition("case", row.status, status);
        const dates: Partial<CaseRow> = {};
        if (status === "submitted" && !row.submittedOn) dates.submittedOn = localDay(actor.now);
        if (status === "biometrics_done" && !row.biometricsOn) dates.biometricsOn = localDay(actor.now);
        await tx
          .update(cases)
          .set({ status, ...dates, updatedAt: actor.now })
          .where(eq(cases.id, id));
        const text = `Status ${row.status} → ${status}`;
        await addActivity(tx, actor, "case", id, "status_change", note ? `${text}. ${note}` : text, {
          from: row.status,
          to: status,
        });
      });
    },

    /** A refused case's linked appeal, with its deadline. */
    async startAppeal(
      actor: CrmActor,
      id: string,
      appealDeadlineOn: string | undefined,
      assignee: string | null | undefined,
    ) {
      return db.transaction(async (tx) => {
        const row = await findCase(tx, actor, id, true);
        if (row.decision !== "refused") {
          throw new HttpError(409, "not_refused", "Only a refused case can be appealed");
        }
        const assigneeId =
          assignee === undefined ? row.assigneeId : await resolveAssignee(tx, actor, assignee);
        const deadline =
          appealDeadlineOn ??
          row.appealDeadlineOn ??
          addDays(localDay(actor.now), DEFAULT_APPEAL_WINDOW_DAYS);
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
          .set({ appealDeadlineOn: deadline, updatedAt: actor.now })
          .where(eq(cases.id, id));
        await addActivity(
          tx,
          actor,
          "case",
          id,
          "update",
          `Appeal ${appeal.caseNumber} started; deadline ${deadline}`,
          {
            appealCaseId: appeal.id,
          },
        );
        return appeal.id;
      });
    },

    async setChecklistStatus(
      actor: CrmActor,
      caseId: string,
      itemId: string,
      input: z.output<typeof ZChecklistStatusRequest>,
    ) {
      await db.transaction(async (tx) => {
        await findCase(tx, actor, caseId, true);
        const [item] = await tx
          .select()
          .from(checklistItems)
          .where(and(eq(checklistItems.id, itemId), eq(checklistItems.caseId, caseId)))
          .for("update");
        if (!item) throw notFound("checklist item");
        checkTransition("checklistItem", item.status, input.status);
        await tx
          .update(checklistItems)
          .set({
            status: input.status,
            ...(input.expiresOn !== undefined ? { expiresOn: input.expiresOn } : {}),
            ...(input.note !== undefined ? { note: input.note } : {}),
            updatedAt: actor.now,
          })
          .where(eq(checklistItems.id, itemId));
        await addActivity(
          tx,
          actor,
          "case",
          caseId,
          "update",
          `${item.name}: ${item.status} → ${input.status}`,
          {
            itemId,
            from: item.status,
            to: input.status,
          },
        );
      });
    },

    listDeliveries,

    async getDelivery(actor: AnyActor, id: string, forCustomer = false) {
      const row = await findDelivery(db, actor, id);
      const custody = await db
        .select()
        .from(custodyEntries)
        .where(eq(custodyEntries.deliveryId, id))
        .orderBy(asc(custodyEntries.id));
      return {
        ...deliveryItem({ ...row, ...(await assigneeNames(db, row.assigneeId)) }),
        custody: custody.map((entry) => ({
          at: entry.at.toISOString(),
          status: entry.status as DeliveryListItem["status"],
          holder: entry.holder,
          recordedBy: forCustomer ? null : entry.recordedBy,
          note: forCustomer ? null : entry.note,
        })),
        timeline: await timelineOf(
          db,
          "delivery",
          id,
          forCustomer ? ["created", "status_change"] : undefined,
        ),
      };
    },

    /** One hand-off: the state moves and a custody entry names who holds the passport now. */
    async setDeliveryStatus(actor: CrmActor, id: string, input: z.output<typeof ZDeliveryStatusRequest>) {
      await db.transaction(async (tx) => {
        const row = await findDelivery(tx, actor, id, true);
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
        await tx
          .update(deliveries)
          .set({
            status: input.status,
            courier,
            trackingNumber,
            currentHolder: input.holder,
            receivedBy: input.status === "delivered" ? (input.receivedBy ?? null) : row.receivedBy,
            updatedAt: actor.now,
          })
          .where(eq(deliveries.id, id));
        await tx.insert(custodyEntries).values({
          deliveryId: id,
          at: actor.now,
          status: input.status,
          holder: input.holder,
          recordedBy: actor.user.username,
          note: input.note ?? null,
        });
        await addActivity(
          tx,
          actor,
          "delivery",
          id,
          "status_change",
          `${row.status} → ${input.status}; now with ${input.holder}`,
          {
            from: row.status,
            to: input.status,
            holder: input.holder,
          },
        );
      });
    },
  };
}

export type PipelineService = ReturnType<typeof createPipelineService>;
