import { parsePhoneNumberFromString } from "libphonenumber-js/min";

// Apart from format.ts: the phone library is ~27 KB gzipped, and every page formats days, but only the screens that
// show a phone number need it (docs/behaviours/speed.md#crm-pages: My day's first load carried it).

/** An E.164 number in its international form ("+91 98765 43210"); anything unparseable unchanged. */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return "";
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
