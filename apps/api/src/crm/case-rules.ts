import {
  CASE_DATE_ORDER,
  CASE_RULE_OVERRIDE_ROLES,
  caseDateProblem,
  describeMissing,
  missingForComplete,
  type OrderedCaseDate,
  PAST_EVENT_DATES,
} from "@visadesk/contracts/case-rules";
import { CASE_STATUSES, type CaseStatus } from "@visadesk/contracts/workflow";
import { eq } from "drizzle-orm";
import type { AnyActor } from "#crm/actors.ts";
import { localDay } from "#crm/calendar.ts";
import type { Database } from "#db/client.ts";
import { checklistItems } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";

/**
 * The case rules of @visadesk/contracts/case-rules as the API enforces them inside a service's transaction
 * (docs/decisions/029-case-rules-and-schengen.md): who may set one aside, documents complete, dates in order.
 */

/** A reason to set a rule aside is taken only from an admin or the CEO (the system, seeding, acts as the firm). */
export function checkOverrider(actor: AnyActor, reason: string | undefined): void {
  if (reason === undefined || actor.user === null) return;
  if (!CASE_RULE_OVERRIDE_ROLES.includes(actor.user.role)) {
    throw new HttpError(403, "forbidden", "Only an admin or the CEO can set a case rule aside");
  }
}

/**
 * Refuses "documents complete" while a required document is not verified or any document has expired, naming them
 * (`missing` in the error for the CRM), unless `overrideReason` is given.
 */
export async function checkDocumentsComplete(
  tx: Database,
  actor: AnyActor,
  caseId: string,
  overrideReason: string | undefined,
) {
  const items = await tx.select().from(checklistItems).where(eq(checklistItems.caseId, caseId));
  const missing = missingForComplete(items, localDay(actor.now));
  if (missing.length === 0 || overrideReason !== undefined) return missing;
  throw new HttpError(
    409,
    "documents_incomplete",
    `The documents are not complete: ${describeMissing(missing)}`,
    undefined,
    { missing },
  );
}

const ORDER = CASE_STATUSES as readonly string[];

/** The past-event dates whose status the case has reached (or reaches now), so they cannot lie in the future. */
function happenedBy(status: CaseStatus): Set<OrderedCaseDate> {
  const reached = ORDER.indexOf(status);
  const happened = new Set<OrderedCaseDate>();
  for (const [field, at] of Object.entries(PAST_EVENT_DATES) as [OrderedCaseDate, string][]) {
    if (reached >= ORDER.indexOf(at)) happened.add(field);
  }
  return happened;
}

/** Refuses, with a 400 naming the date in words, dates out of order or in the future for what has happened. */
export function checkCaseDates(
  actor: AnyActor,
  status: CaseStatus,
  dates: Partial<Record<OrderedCaseDate, string | null>>,
): void {
  const problem = caseDateProblem(dates, localDay(actor.now), happenedBy(status));
  if (problem) {
    throw new HttpError(400, "bad_request", problem.message, { [problem.field]: problem.message });
  }
}

/**
 * Refuses an edit that clears the date of an event the case has passed (the submission once submitted, biometrics once
 * marked done): the date is the record that it happened, and the deadlines and dashboards count from it. It may be
 * corrected to another day, never emptied.
 */
export function checkPastDatesKept(
  status: CaseStatus,
  edit: Partial<Record<"submittedOn" | "biometricsOn", string | null | undefined>>,
): void {
  const happened = happenedBy(status);
  for (const { field, label } of CASE_DATE_ORDER) {
    if (field === "decisionOn" || edit[field] !== null || !happened.has(field)) continue;
    const message = `The ${label} cannot be emptied: the case is past it. Correct it to the right day instead`;
    throw new HttpError(400, "bad_request", message, { [field]: message });
  }
}
