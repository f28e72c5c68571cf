import { countryName, formatDay, formatDayMonth, formatRupees, humanise } from "#lib/format.ts";
import { formatPhone } from "#lib/format-phone.ts";

// A timeline entry in plain words: apart from format.ts, since it shows phone numbers (the phone library loads with
// the screens that have a timeline, not with every page).

/** How the timeline names a field that changed. */
const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  phone: "Phone",
  email: "Email",
  city: "City",
  destinationCountry: "Destination",
  visaType: "Visa type",
  source: "Source",
  feeInr: "Fee",
  governmentFeeInr: "Government fee",
  expectedCloseOn: "Expected close",
  appointmentOn: "Appointment",
  biometricsOn: "Biometrics",
  submittedOn: "Submission",
  appealDeadlineOn: "Appeal deadline",
  method: "Delivery method",
  courier: "Courier",
  trackingNumber: "Tracking number",
  passportLast4: "Passport (last 4)",
  passportExpiresOn: "Passport expiry",
  message: "Message",
  refusalDetails: "Refusal details",
  priorRefusal: "Earlier refusal",
  userId: "Portal account",
};

/** One value of a field as staff read it: dates as "24 Nov", rupees as "₹35,000", codes as words. */
function fieldValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "number" && field.endsWith("Inr")) return formatRupees(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  const text = String(value);
  if (field.endsWith("On") && /^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDayMonth(text);
  if (field === "destinationCountry") return countryName(text);
  if (field === "phone") return formatPhone(text);
  if (field === "visaType" || field === "method") return humanise(text).toLowerCase();
  return text;
}

/** One changed field in plain language: "Follow-up moved to 24 Nov", "Fee changed from ₹30,000 to ₹32,500". */
function describeChange(change: { field?: unknown; from?: unknown; to?: unknown }): string {
  const field = String(change.field ?? "");
  if (field === "nextFollowUpOn") {
    return change.to ? `Follow-up moved to ${fieldValue(field, change.to)}` : "Follow-up cleared";
  }
  const label = FIELD_LABELS[field] ?? humanise(field);
  // The portal account's id means nothing to staff; the customer's detail shows its username.
  if (field === "userId") return `${label} changed`;
  const to = fieldValue(field, change.to);
  if (!to) return `${label} cleared`;
  const from = fieldValue(field, change.from);
  return from ? `${label} changed from ${from} to ${to}` : `${label} set to ${to}`;
}

interface TimelineEntry {
  kind: string;
  text: string;
  details: Record<string, unknown>;
}

/**
 * A timeline entry in plain language, from its data (`details`), with Indian number formatting: "Quoted ₹35,000",
 * "Follow-up moved to 24 Nov", "Status: Contacted → Qualified". Entries without data keep their text. On a lead's
 * timeline, work done on one of its enquiries says which: "Enquiry VE-2026-00012: Call: rang, no answer".
 */
export function describeActivity(entry: TimelineEntry): string {
  const from = entry.details.fromEnquiry as { reference?: unknown } | undefined;
  if (typeof from?.reference !== "string") return describeOwn(entry);
  const label = `Enquiry ${from.reference}: `;
  const text = entry.text.startsWith(label) ? entry.text.slice(label.length) : entry.text;
  return `${label}${describeOwn({ ...entry, text })}`;
}

function describeOwn({ kind, text, details }: TimelineEntry): string {
  const changes = details.changes;
  if (kind === "update" && Array.isArray(changes) && changes.length > 0) {
    return changes.map((change) => describeChange(change as Record<string, unknown>)).join("; ");
  }
  if (kind === "created" && typeof details.amountInr === "number") {
    return `Quoted ${formatRupees(details.amountInr)}`;
  }
  if (kind === "status_change" && typeof details.to === "string") {
    if (details.decision === "refused") {
      const reason =
        typeof details.reasonCode === "string" ? ` (${humanise(details.reasonCode).toLowerCase()})` : "";
      const deadline =
        typeof details.appealDeadlineOn === "string"
          ? `; appeal by ${formatDay(details.appealDeadlineOn)}`
          : "";
      return `Refused${reason}${deadline}`;
    }
    if (typeof details.decision === "string") return humanise(details.decision);
    if (details.to === "converted" && typeof details.amountInr === "number") {
      return `Converted; quoted ${formatRupees(details.amountInr)}`;
    }
    if (details.to === "lost" && typeof details.reason === "string") return `Lost: ${details.reason}`;
    if (details.to === "won") return text;
    const move =
      typeof details.from === "string"
        ? `${humanise(details.from)} → ${humanise(details.to)}`
        : humanise(details.to);
    const holder = typeof details.holder === "string" ? `; now with ${details.holder}` : "";
    return `Status: ${move}${holder}`;
  }
  if (details.override === "documents_complete" && Array.isArray(details.missing)) {
    return describeCompleteAnyway(details.missing as { name?: unknown; reason?: unknown }[], details.reason);
  }
  return text;
}

/**
 * An admin's "documents complete" although the checklist was not: what was set aside and why (case rules, docs/
 * decisions/029-case-rules-and-schengen.md).
 */
function describeCompleteAnyway(missing: { name?: unknown; reason?: unknown }[], reason: unknown): string {
  const count = missing.length === 1 ? "1 document" : `${missing.length} documents`;
  const list = missing.map((m) => `${String(m.name)} (${String(m.reason)})`).join("; ");
  return `Documents marked complete without ${count}: ${list}. Reason: ${String(reason)}`;
}
