import type {
  ChecklistItem,
  ZChecklistStatusRequest,
  ZCreateChecklistItemRequest,
} from "@visadesk/contracts/cases";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CrmActor } from "#crm/actors.ts";
import { addActivity, checkTransition, findVisible, notFound } from "#crm/records.ts";
import type { Database } from "#db/client.ts";
import { checklistItems } from "#db/schema.ts";

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

/** The documents a new case asks for. */
export function checklistFor(kind: "application" | "appeal", visaType: string): string[] {
  return kind === "appeal" ? APPEAL_CHECKLIST : [...BASE_CHECKLIST, ...(CHECKLIST_BY_TYPE[visaType] ?? [])];
}

/** A case's checklist in order; for the customer, a staff note only when it is marked for them. */
export async function checklistOf(
  db: Database,
  caseId: string,
  forClient: boolean,
): Promise<ChecklistItem[]> {
  const rows = await db
    .select()
    .from(checklistItems)
    .where(eq(checklistItems.caseId, caseId))
    .orderBy(asc(checklistItems.position));
  return rows.map((item) => ({
    id: item.id,
    name: item.name,
    required: item.required,
    status: item.status,
    expiresOn: item.expiresOn,
    note: forClient && !item.noteForClient ? null : item.note,
    noteForClient: item.noteForClient,
    updatedAt: item.updatedAt.toISOString(),
  }));
}

/** Adds a document to a visible case's checklist, at the end, as `requested`. */
export async function addChecklistItem(
  db: Database,
  actor: CrmActor,
  caseId: string,
  input: z.output<typeof ZCreateChecklistItemRequest>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await findVisible(tx, actor, "case", caseId, true);
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${checklistItems.position}), -1)::int` })
      .from(checklistItems)
      .where(eq(checklistItems.caseId, caseId));
    await tx.insert(checklistItems).values({
      caseId,
      position: (last?.n ?? -1) + 1,
      name: input.name,
      required: input.required,
      status: "requested",
      expiresOn: input.expiresOn ?? null,
      note: input.note ?? null,
      noteForClient: input.noteForClient === true,
      createdAt: actor.now,
      updatedAt: actor.now,
    });
    await addActivity(tx, actor, "case", caseId, {
      kind: "update",
      text: `Requested ${input.name}`,
      details: { item: input.name, to: "requested" },
    });
  });
}

/** Moves one checklist item of a visible case (requested -> received -> verified / rejected). */
export async function setChecklistStatus(
  db: Database,
  actor: CrmActor,
  caseId: string,
  itemId: string,
  input: z.output<typeof ZChecklistStatusRequest>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await findVisible(tx, actor, "case", caseId, true);
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
        ...(input.note !== undefined
          ? { note: input.note, noteForClient: input.noteForClient === true }
          : {}),
        updatedAt: actor.now,
      })
      .where(eq(checklistItems.id, itemId));
    // The note lives on the item (shown to the customer only when marked), so it is not repeated here.
    await addActivity(tx, actor, "case", caseId, {
      kind: "update",
      text: `${item.name}: ${item.status} → ${input.status}`,
      details: { itemId, item: item.name, from: item.status, to: input.status },
    });
  });
}
