import type { Language } from "@visadesk/contracts/crm";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** The consultancy's time zone (DOMAIN.md): times are stored in UTC and shown here. */
export const TIME_ZONE = "Asia/Kolkata";

const dateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const dateTimeThisYear = new Intl.DateTimeFormat("en-IN", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});
const yearOnly = new Intl.DateTimeFormat("en-IN", { timeZone: TIME_ZONE, year: "numeric" });
/** A calendar day in India, "3 Nov 2026"; also for ranges (`formatRange`). */
export const dateOnly = new Intl.DateTimeFormat("en-IN", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
});
const calendarDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** An ISO instant as "21 Nov 2026, 10:47 am" in Asia/Kolkata. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/**
 * An ISO instant for a list's cell: "21 Nov, 10:47 am" in the current year (in Asia/Kolkata), otherwise with its
 * year like `formatDateTime`; the short form keeps a list's row on one line.
 */
export function formatListDateTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  return yearOnly.format(at) === yearOnly.format(now) ? dateTimeThisYear.format(at) : dateTime.format(at);
}

/** A calendar date (`YYYY-MM-DD`) as "21 Nov 2026"; read at noon UTC so that no time zone moves the day. */
export function formatDay(day: string): string {
  return dateOnly.format(new Date(`${day}T12:00:00Z`));
}

/** Today's date in Asia/Kolkata as `YYYY-MM-DD`. */
export function todayInKolkata(now: Date = new Date()): string {
  return calendarDay.format(now);
}

/** An E.164 number in its international form ("+91 98765 43210"); anything unparseable unchanged. */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return "";
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** Whole rupees as "₹1,25,000". */
export function formatRupees(rupees: number): string {
  return inr.format(rupees);
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** An ISO 3166-1 alpha-2 code as its English name ("GB" → "United Kingdom"). */
export function countryName(code: string | null | undefined): string {
  if (!code) return "";
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** A machine word as words: "in_progress" → "In progress", "walk_in" → "Walk in". */
export function humanise(value: string | null | undefined): string {
  if (!value) return "";
  const words = value.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where a lead or a visit came from, in words: a channel's name ("Website form"), else the word capitalised. */
export function sourceLabel(source: string | null | undefined): string {
  if (!source) return "";
  return CHANNEL_LABELS[source] ?? humanise(source);
}

/** Each language by its English name and its own, as staff filter and read them. */
export const LANGUAGE_LABELS: Record<Language, string> = { en: "English", hi: "Hindi (हिन्दी)" };

/** Channel names as staff say them. */
export const CHANNEL_LABELS: Record<string, string> = {
  web_form: "Website form",
  quick_support: "Quick support popup",
  phone: "Phone",
  walk_in: "Walk-in",
  whatsapp: "WhatsApp",
};

const dayMonth = new Intl.DateTimeFormat("en-IN", { timeZone: TIME_ZONE, day: "numeric", month: "short" });

/** A calendar date (`YYYY-MM-DD`) as "24 Nov", for timeline sentences. */
export function formatDayMonth(day: string): string {
  return dayMonth.format(new Date(`${day}T12:00:00Z`));
}

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
 * "Follow-up moved to 24 Nov", "Status: Contacted → Qualified". Entries without data keep their text.
 */
export function describeActivity({ kind, text, details }: TimelineEntry): string {
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
  return text;
}
