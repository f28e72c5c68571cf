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
const dateOnly = new Intl.DateTimeFormat("en-IN", {
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

/** Channel names as staff say them. */
export const CHANNEL_LABELS: Record<string, string> = {
  web_form: "Website form",
  quick_support: "Quick support popup",
  phone: "Phone",
  walk_in: "Walk-in",
  whatsapp: "WhatsApp",
};
