import {
  baseChecklist,
  CASE_CHECKLIST_TEMPLATES,
  type ChecklistTemplate as ContentTemplate,
} from "@visadesk/content/checklists";
import { isPassportItem, passportExpiryProblem } from "@visadesk/contracts/case-rules";
import type {
  ChecklistItem,
  ChecklistTemplate,
  ZApplyChecklistTemplateRequest,
  ZChecklistStatusRequest,
  ZCreateChecklistItemRequest,
  ZUpdateChecklistTemplateRequest,
} from "@visadesk/contracts/cases";
import type { VisaType } from "@visadesk/contracts/crm";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AnyActor, CrmActor, Reader } from "#crm/actors.ts";
import { localDay } from "#crm/calendar.ts";
import { checkOverrider } from "#crm/case-rules.ts";
import { addActivity, changeStatus, checkTransition, findVisible, notFound } from "#crm/records.ts";
import type { Database } from "#db/client.ts";
import { cases, checklistItems, checklistTemplates, customers } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";

const APPEAL_CHECKLIST = [
  "Refusal letter",
  "Grounds of appeal",
  "Fresh evidence addressing the refusal reasons",
];

/**
 * The documents a new case asks for: an appeal's own list, or the base list of the visa type (the same wording as
 * the templates, so that applying the destination's template adds only what that country asks for on top).
 */
export function checklistFor(kind: "application" | "appeal", visaType: VisaType): string[] {
  return kind === "appeal" ? APPEAL_CHECKLIST : baseChecklist(visaType).map((item) => item.label);
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

/** The next free position at the end of a case's checklist. */
async function nextPosition(tx: Database, caseId: string): Promise<number> {
  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${checklistItems.position}), -1)::int` })
    .from(checklistItems)
    .where(eq(checklistItems.caseId, caseId));
  return (last?.n ?? -1) + 1;
}

/** Adds a document to a visible case's checklist, at the end, as `requested`. */
export async function addChecklistItem(
  db: Database,
  actor: CrmActor,
  caseId: string,
  input: z.output<typeof ZCreateChecklistItemRequest>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findVisible(tx, actor, "case", caseId, true);
    if (input.expiresOn && isPassportItem(input.name)) {
      await recordPassportExpiry(tx, actor, row.customerId, input.expiresOn);
    }
    await tx.insert(checklistItems).values({
      caseId,
      position: await nextPosition(tx, caseId),
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

/**
 * One checklist item of a case the reader may see, locked for the caller's transaction: the case row first, then the
 * item (the order every checklist writer takes, so that a status change and an upload cannot deadlock). An item of
 * another case is "not found", never moved.
 */
export async function lockChecklistItem(tx: Database, reader: Reader, caseId: string, itemId: string) {
  await findVisible(tx, reader, "case", caseId, true);
  const [item] = await tx
    .select()
    .from(checklistItems)
    .where(and(eq(checklistItems.id, itemId), eq(checklistItems.caseId, caseId)))
    .for("update");
  if (!item) throw notFound("checklist item");
  return item;
}

/**
 * The passport's expiry as the checklist learns it, copied to the customer record (the card shows it; the customer
 * keeps the last expiry staff typed, whichever case it came from).
 */
async function recordPassportExpiry(tx: Database, actor: AnyActor, customerId: string, expiresOn: string) {
  const [customer] = await tx
    .select({ passportExpiresOn: customers.passportExpiresOn })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer || customer.passportExpiresOn === expiresOn) return;
  await tx
    .update(customers)
    .set({ passportExpiresOn: expiresOn, updatedAt: actor.now })
    .where(eq(customers.id, customerId));
  await addActivity(tx, actor, "customer", customerId, {
    kind: "update",
    text: `Passport expiry ${customer.passportExpiresOn ?? "not recorded"} → ${expiresOn} (from a case's checklist)`,
    details: { changes: [{ field: "passportExpiresOn", from: customer.passportExpiresOn, to: expiresOn }] },
  });
}

/** A passport that expires too soon is refused at "received" unless an admin or the CEO sets the rule aside. */
function checkPassport(actor: AnyActor, name: string, expiresOn: string | null, overrideReason?: string) {
  if (!isPassportItem(name)) return null;
  const problem = passportExpiryProblem(expiresOn, localDay(actor.now));
  if (!problem || overrideReason !== undefined) return problem;
  throw new HttpError(
    409,
    "passport_expires_too_soon",
    `${problem}. Ask the client for a renewed passport, or an admin can accept it with a reason.`,
    { expiresOn: problem },
  );
}

/**
 * Moves one checklist item of a visible case (requested -> received -> verified / rejected; a verified one reopened).
 * Reopening a required document of a case marked documents complete sends the case back to documents pending in the
 * same step, so that it cannot be submitted on a checklist that no longer holds.
 */
export async function setChecklistStatus(
  db: Database,
  actor: AnyActor,
  caseId: string,
  itemId: string,
  input: z.output<typeof ZChecklistStatusRequest>,
): Promise<void> {
  checkOverrider(actor, input.overrideReason);
  await db.transaction(async (tx) => {
    const item = await lockChecklistItem(tx, actor, caseId, itemId);
    checkTransition("checklistItem", item.status, input.status);
    const expiresOn = input.expiresOn !== undefined ? input.expiresOn : item.expiresOn;
    // Reopening a verified item is never refused: it is how a wrongly verified passport is taken back.
    const overridden =
      input.status === "received" && item.status !== "verified"
        ? checkPassport(actor, item.name, expiresOn, input.overrideReason)
        : null;
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
    const [row] = await tx.select().from(cases).where(eq(cases.id, caseId));
    if (!row) throw notFound("case");
    if (input.expiresOn && isPassportItem(item.name)) {
      await recordPassportExpiry(tx, actor, row.customerId, input.expiresOn);
    }
    const reopened = item.status === "verified";
    // The note lives on the item (shown to the customer only when marked), so it is not repeated here.
    await addActivity(tx, actor, "case", caseId, {
      kind: "update",
      text: reopened
        ? `${item.name}: reopened, verified → ${input.status}`
        : `${item.name}: ${item.status} → ${input.status}`,
      details: {
        itemId,
        item: item.name,
        from: item.status,
        to: input.status,
        ...(reopened ? { reopened } : {}),
      },
    });
    if (overridden && input.overrideReason !== undefined) {
      await addActivity(tx, actor, "case", caseId, {
        kind: "update",
        text: `${item.name}: received although ${lowerFirst(overridden)}. Reason: ${input.overrideReason}`,
        details: {
          itemId,
          item: item.name,
          override: "passport_expiry",
          problem: overridden,
          reason: input.overrideReason,
        },
      });
    }
    if (reopened && item.required && row.status === "documents_complete") {
      await changeStatus(tx, actor, "case", row, "documents_pending", {
        text: `Status documents_complete → documents_pending (${item.name} reopened)`,
      });
    }
  });
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * Adds the documents of a checklist template that the case does not ask for yet (the same name, any case), at the
 * end as `requested`, in one transaction; answers how many were added and how many were already there.
 */
export async function applyChecklistTemplate(
  db: Database,
  actor: CrmActor,
  caseId: string,
  input: z.output<typeof ZApplyChecklistTemplateRequest>,
): Promise<{ added: number; present: number }> {
  return db.transaction(async (tx) => {
    const row = await findVisible(tx, actor, "case", caseId, true);
    const country = input.country ?? row.destinationCountry;
    const visaType = input.visaType ?? row.visaType;
    const template = await findTemplate(tx, country, visaType);
    if (!template) {
      throw new HttpError(
        404,
        "not_found",
        `There is no checklist template for ${country} ${visaType} visas`,
      );
    }
    const have = await tx
      .select({ name: checklistItems.name })
      .from(checklistItems)
      .where(eq(checklistItems.caseId, caseId));
    const known = new Set(have.map((item) => item.name.trim().toLowerCase()));
    const missing = template.items.filter((item) => !known.has(item.name.trim().toLowerCase()));
    if (missing.length > 0) {
      const start = await nextPosition(tx, caseId);
      await tx.insert(checklistItems).values(
        missing.map((item, index) => ({
          caseId,
          position: start + index,
          name: item.name,
          required: item.required,
          status: "requested" as const,
          note: item.note,
          createdAt: actor.now,
          updatedAt: actor.now,
        })),
      );
    }
    await addActivity(tx, actor, "case", caseId, {
      kind: "update",
      text: `Applied the ${countryName(country)} ${visaType} visa checklist: ${missing.length} ${missing.length === 1 ? "document" : "documents"} added`,
      details: { template: `${country}-${visaType}`, added: missing.map((item) => item.name) },
    });
    return { added: missing.length, present: template.items.length - missing.length };
  });
}

// Intl's names, not @visadesk/content/countries: that module brings a dependency the API's bundle does not carry.
const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** A country's English name for the timeline ("United States"); the code itself if Intl has none. */
function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

type TemplateRow = typeof checklistTemplates.$inferSelect;

function shipped(template: ContentTemplate): ChecklistTemplate {
  return {
    country: template.country,
    visaType: template.visaType,
    items: template.items.map((item) => ({ name: item.label, required: true, note: null })),
    updatedBy: null,
    updatedAt: null,
  };
}

function stored(row: TemplateRow): ChecklistTemplate {
  return {
    country: row.country,
    visaType: row.visaType,
    items: row.items,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const SHIPPED = new Map(CASE_CHECKLIST_TEMPLATES.map((t) => [`${t.country}-${t.visaType}`, t]));

/** The template of a destination and visa type: the admins' edit, else the shipped one, else none. */
export async function findTemplate(
  db: Database,
  country: string,
  visaType: VisaType,
): Promise<ChecklistTemplate | undefined> {
  const [row] = await db
    .select()
    .from(checklistTemplates)
    .where(and(eq(checklistTemplates.country, country), eq(checklistTemplates.visaType, visaType)));
  if (row) return stored(row);
  const seed = SHIPPED.get(`${country}-${visaType}`);
  return seed ? shipped(seed) : undefined;
}

/** Every template, the shipped ones in the site's order with the admins' edits in their place. */
export async function listTemplates(db: Database): Promise<ChecklistTemplate[]> {
  const rows = await db.select().from(checklistTemplates);
  const edited = new Map(rows.map((row) => [`${row.country}-${row.visaType}`, stored(row)]));
  return CASE_CHECKLIST_TEMPLATES.map((t) => edited.get(`${t.country}-${t.visaType}`) ?? shipped(t));
}

/** Saves a template's documents as `editor` (admin or CEO, checked by the route); only the 17 destinations' pairs. */
export async function saveTemplate(
  db: Database,
  editor: { name: string; now: Date },
  country: string,
  visaType: VisaType,
  input: z.output<typeof ZUpdateChecklistTemplateRequest>,
): Promise<ChecklistTemplate> {
  if (!SHIPPED.has(`${country}-${visaType}`)) {
    throw new HttpError(404, "not_found", `There is no checklist template for ${country} ${visaType} visas`);
  }
  const values = { items: input.items, updatedBy: editor.name, updatedAt: editor.now };
  const [row] = await db
    .insert(checklistTemplates)
    .values({ country, visaType, ...values })
    .onConflictDoUpdate({ target: [checklistTemplates.country, checklistTemplates.visaType], set: values })
    .returning();
  if (!row) throw new Error(`Saving the ${country} ${visaType} template returned no row`);
  return stored(row);
}
