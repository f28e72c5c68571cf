import type { Language } from "@visadesk/contracts/crm";

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
