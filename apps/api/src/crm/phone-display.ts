import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** How many numbers' display forms are kept: a few pages' worth for every member of staff. */
export const PHONE_DISPLAY_CACHE_SIZE = 20_000;

const shown = new Map<string, string>();

/**
 * A stored E.164 number as people read it, in its international form ("+91 98765 43210"; anything unparseable
 * unchanged), for the lists' `phoneDisplay`: the CRM then shows a list's phones without downloading the phone library
 * (~28 KB gzipped, docs/behaviours/speed.md#crm-pages). Formatting costs libphonenumber-js 15-50 µs a number, 50 a
 * page, so each number's form is kept once made (the oldest forgotten first past PHONE_DISPLAY_CACHE_SIZE): the same
 * rows are read again and again. The same call as the CRM's own `formatPhone` (apps/crm/src/lib/format-phone.ts), so
 * both write a number alike.
 */
export function displayPhone(e164: string | null): string | null {
  if (e164 === null) return null;
  let form = shown.get(e164);
  if (form === undefined) {
    form = parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
    if (shown.size >= PHONE_DISPLAY_CACHE_SIZE) shown.delete(shown.keys().next().value as string);
    shown.set(e164, form);
  }
  return form;
}

/** How many display forms are kept (for the test of the bound). */
export function phoneDisplayCacheSize(): number {
  return shown.size;
}
