import { z } from "zod";

/**
 * The years a date or an instant may fall in. PostgreSQL has no year 0 and JavaScript prints years past 9999 as
 * `+010000-...`, which the database refuses: a date outside these years is a 400 naming the field, never a 500. No
 * visa, follow-up or report of this business lies outside them.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;

const RANGE_MESSAGE = `must be a date between the years ${FIRST_YEAR} and ${LAST_YEAR}`;

function yearInRange(year: number): boolean {
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

/** A calendar date, `YYYY-MM-DD`, that exists (no 30 February) and lies in {@link FIRST_YEAR}..{@link LAST_YEAR}. */
export const ZDate = z.iso.date().refine((day) => yearInRange(Number(day.slice(0, 4))), RANGE_MESSAGE);

/** An instant in ISO 8601 (with `offset` an offset other than Z is allowed) whose UTC year is in range. */
function instant(offset: boolean) {
  return z.iso.datetime({ offset }).refine((value) => {
    const time = Date.parse(value);
    return Number.isFinite(time) && yearInRange(new Date(time).getUTCFullYear());
  }, RANGE_MESSAGE);
}

/** An instant, ISO 8601 with `Z` or an offset. */
export const ZInstant = instant(true);
/** An instant, ISO 8601 in UTC (`Z`). */
export const ZUtcInstant = instant(false);

/**
 * Bidirectional override and isolate characters (U+202A-U+202E, U+2066-U+2069): they reorder how a name or a note is
 * displayed ("Trojan Source"), so that what staff read is not what was stored. The server strips them from every
 * text it receives (see apps/api/src/lib/hostile-text.ts); the primitives strip them too, for the clients.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Characters that take no room: zero-width space, joiners, word joiner, BOM, soft hyphen, Mongolian vowel separator,
 * combining grapheme joiner. */
const INVISIBLE = /[\u200B-\u200F\u2060-\u2064\uFEFF\u00AD\u180E]|\u034F/g;

/** `text` without bidi controls. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

/** Whether `text` shows at least one visible character (not only spaces and zero-width characters). */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, "").replace(BIDI_CONTROLS, "").trim().length > 0;
}

/**
 * A short text a person typed (a name, a city): bidi controls stripped, trimmed, `max` characters at most, and (with
 * `required`) at least one visible character: a name made only of zero-width characters is refused.
 */
export function ZShownText(max: number, options: { required?: boolean } = {}) {
  const base = z.string().transform(stripBidiControls).pipe(z.string().trim().max(max, "is too long"));
  if (!options.required) return base;
  return base.pipe(
    z.string().min(1, "is required").refine(hasVisibleText, "must contain visible characters"),
  );
}
