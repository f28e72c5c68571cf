import type { Language } from "@visadesk/contracts/crm";
import { once } from "#lib/once.ts";

/**
 * The consultancy's time zone (docs/behaviours/crm.md#the-work-of-a-consultancy): times are stored in UTC and shown
 * here.
 */
export const TIME_ZONE = "Asia/Kolkata";

// Every formatter is made on first use, not when this module loads: every page imports it, and the first formatter
// with a time zone costs 130-280 ms of main thread (ICU loads its zone data; My day's profile:
// docs/behaviours/speed.md#crm-pages). The days and times of India are read without zone data at all (see
// kolkataClock).

/** India's offset from UTC: Asia/Kolkata has kept +05:30, without daylight saving, since 1945. */
const KOLKATA_OFFSET_MS = 330 * 60_000;

/** The wall clock in India at `at`: the instant moved by the offset, read with the UTC getters. */
function kolkataClock(at: Date) {
  const shifted = new Date(at.getTime() + KOLKATA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** en-IN's short month names ("Sept" for September), from a formatter without a time zone: the 15th's noon is the
 * same month in every zone. */
const monthNames = once(() => {
  const month = new Intl.DateTimeFormat("en-IN", { month: "short" });
  return Array.from({ length: 12 }, (_, index) => month.format(new Date(2001, index, 15, 12)));
});

/** "21 Nov 2026", or "21 Nov" without the year: en-IN's order, written out rather than asked of a zone's calendar. */
function dayText(year: number, month: number, day: number, withYear = true): string {
  const dayAndMonth = `${day} ${monthNames()[month]}`;
  return withYear ? `${dayAndMonth} ${year}` : dayAndMonth;
}

/** "10:47 am", "01:30 am", "12:00 pm": what en-IN's two-digit hour and minute print. */
function clockTime(hour: number, minute: number): string {
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(hour12).padStart(2, "0")}:${String(minute).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;
}

/** An ISO instant as "21 Nov 2026, 10:47 am" in Asia/Kolkata. */
export function formatDateTime(iso: string): string {
  const clock = kolkataClock(new Date(iso));
  return `${dayText(clock.year, clock.month, clock.day)}, ${clockTime(clock.hour, clock.minute)}`;
}

/**
 * An ISO instant for a list's cell: "21 Nov, 10:47 am" in the current year (in Asia/Kolkata), otherwise with its
 * year like `formatDateTime`; the short form keeps a list's row on one line.
 */
export function formatListDateTime(iso: string, now = new Date()): string {
  const clock = kolkataClock(new Date(iso));
  if (clock.year !== kolkataClock(now).year) return formatDateTime(iso);
  return `${dayText(clock.year, clock.month, clock.day, false)}, ${clockTime(clock.hour, clock.minute)}`;
}

/** A calendar date (`YYYY-MM-DD`) as "21 Nov 2026". */
export function formatDay(day: string): string {
  return dayText(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

/** Today's date in Asia/Kolkata as `YYYY-MM-DD`. */
export function todayInKolkata(now: Date = new Date()): string {
  const clock = kolkataClock(now);
  return `${String(clock.year).padStart(4, "0")}-${String(clock.month + 1).padStart(2, "0")}-${String(clock.day).padStart(2, "0")}`;
}

const inr = once(
  () => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }),
);

/** Whole rupees as "₹1,25,000". */
export function formatRupees(rupees: number): string {
  return inr().format(rupees);
}

const regionNames = once(() => new Intl.DisplayNames(["en"], { type: "region" }));

/** An ISO 3166-1 alpha-2 code as its English name ("GB" → "United Kingdom"). */
export function countryName(code: string | null | undefined): string {
  if (!code) return "";
  try {
    return regionNames().of(code.toUpperCase()) ?? code;
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

/** Why the public intake marked an enquiry for review (decision 032), as staff read it. */
export const REVIEW_REASON_LABELS: Record<string, string> = {
  busy_connection: "Many enquiries came from the same connection within an hour: check it is a real person",
};

/** A calendar date (`YYYY-MM-DD`) as "24 Nov", for timeline sentences. */
export function formatDayMonth(day: string): string {
  return dayText(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), false);
}
