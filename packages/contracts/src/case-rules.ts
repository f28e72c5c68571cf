/**
 * The rules a filing case keeps besides its state machine (workflow.ts), as data the API enforces and the CRM reads
 * to offer only what will pass (docs/decisions/029-case-rules-and-schengen.md).
 */

/**
 * A passport must stay valid this many months after today (India's calendar) to be received: most destinations ask
 * for six months beyond the stay, and a case carries no travel date, so today is the earliest day the stay can start.
 */
export const PASSPORT_MIN_VALIDITY_MONTHS = 6;

/** The roles that may accept what a rule refuses, with a reason that the timeline keeps. */
export const CASE_RULE_OVERRIDE_ROLES: readonly string[] = ["admin", "ceo"];

/** The checklist item that is the passport itself ("Passport valid for…", not "Recent passport photo"). */
export function isPassportItem(name: string): boolean {
  return /^passport\b/i.test(name.trim());
}

/** `day` (YYYY-MM-DD) plus `months` calendar months, clamped to the month's last day (31 Aug + 6 = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

const dayWords = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** A calendar day (YYYY-MM-DD) as people read it, "1 Jan 2025": the words of a message, never a stored value. */
export function dayInWords(day: string): string {
  return dayWords.format(new Date(`${day}T00:00:00Z`));
}

/** Why a passport expiring on `expiresOn` cannot be received on `today`, or null when it may. */
export function passportExpiryProblem(expiresOn: string | null | undefined, today: string): string | null {
  if (!expiresOn) return null;
  if (expiresOn < today) return `The passport expired on ${dayInWords(expiresOn)}`;
  const needed = addMonths(today, PASSPORT_MIN_VALIDITY_MONTHS);
  if (expiresOn < needed) {
    return `The passport expires on ${dayInWords(expiresOn)}, less than ${PASSPORT_MIN_VALIDITY_MONTHS} months from today (it must be valid until at least ${dayInWords(needed)})`;
  }
  return null;
}

/** What a checklist item needs for this file's rules. */
export interface RuleItem {
  name: string;
  required: boolean;
  status: string;
  expiresOn: string | null;
}

/** One document that keeps a case from "documents complete", and why, in words. */
export interface MissingDocument {
  name: string;
  reason: string;
}

/**
 * The documents that keep a case from "documents complete": every required one must be verified, and no document
 * may have expired by `today`. Empty when the case may move.
 */
export function missingForComplete(items: readonly RuleItem[], today: string): MissingDocument[] {
  const missing: MissingDocument[] = [];
  for (const item of items) {
    if (item.expiresOn && item.expiresOn < today) missing.push({ name: item.name, reason: "expired" });
    else if (item.required && item.status !== "verified")
      missing.push({
        name: item.name,
        reason: item.status === "requested" ? "not received yet" : `${item.status}, not verified`,
      });
  }
  return missing;
}

/** The list in one sentence: "Bank statements (not received yet); Passport (expired)". */
export function describeMissing(missing: readonly MissingDocument[]): string {
  return missing.map((m) => `${m.name} (${m.reason})`).join("; ");
}

/** A case's dates that happen in this order, each named as people say it. */
export const CASE_DATE_ORDER = [
  { field: "submittedOn", label: "submission date" },
  { field: "biometricsOn", label: "biometrics date" },
  { field: "decisionOn", label: "decision date" },
] as const;
export type OrderedCaseDate = (typeof CASE_DATE_ORDER)[number]["field"];

/**
 * From which case status each date records something that has happened, so it can no longer be after today. A
 * submission and a decision are never planned (from the first status on); a biometrics date is an appointment until
 * the case is marked "biometrics done".
 */
export const PAST_EVENT_DATES: Readonly<Record<OrderedCaseDate, string>> = {
  submittedOn: "intake",
  biometricsOn: "biometrics_done",
  decisionOn: "intake",
};

/** A date that breaks the rules: the field and the sentence a 400 says. */
export interface DateProblem {
  field: OrderedCaseDate;
  message: string;
}

/**
 * The first date of `dates` that breaks the order (submission ≤ biometrics ≤ decision, the workflow of
 * docs/behaviours/crm.md#filing-cases) or lies in the future though its event has happened (`happened` names them);
 * null when all are in order.
 */
export function caseDateProblem(
  dates: Partial<Record<OrderedCaseDate, string | null>>,
  today: string,
  happened: ReadonlySet<OrderedCaseDate>,
): DateProblem | null {
  for (const { field, label } of CASE_DATE_ORDER) {
    const day = dates[field];
    if (day && happened.has(field) && day > today) {
      return { field, message: `The ${label} cannot be in the future (${day} is after today, ${today})` };
    }
  }
  let earlier: { label: string; day: string } | null = null;
  for (const { field, label } of CASE_DATE_ORDER) {
    const day = dates[field];
    if (!day) continue;
    if (earlier && day < earlier.day) {
      return {
        field,
        message: `The ${label} (${day}) cannot be before the ${earlier.label} (${earlier.day})`,
      };
    }
    earlier = { label, day };
  }
  return null;
}

/**
 * Whether a case's appeal deadline still counts down: only while an appeal is still possible or pending. A decided
 * appeal (approved, refused or withdrawn) has no deadline left to meet.
 */
export function appealDeadlineCounts(c: {
  kind: string;
  decision: string;
  appealDeadlineOn: string | null;
  /** A refused case's appeals: once one is decided, the refused case's deadline has been met. */
  appeals?: readonly { decision: string }[];
}): boolean {
  if (!c.appealDeadlineOn) return false;
  if (c.kind === "appeal") return c.decision === "none";
  return !(c.appeals ?? []).some((appeal) => appeal.decision !== "none");
}
