import { DEFAULT_PHONE_REGION } from "@visadesk/contracts/crm";
import { getCountryCallingCode } from "libphonenumber-js";

/** The fewest digits a search must have to be looked up as a phone (fewer match too many numbers to be useful). */
export const PHONE_SEARCH_MIN_DIGITS = 5;

/**
 * What a list search looks for. A phone is matched on the table's `phone_digits` (the stored E.164 number's digits)
 * through two btree indexes: its start (`prefixes`, as typed and as a national number under the default country code)
 * and its end (`suffix`, the national number as typed). Anything else is a case-insensitive substring of the table's
 * search text (name, email, reference, case number), through its trigram index.
 */
export type SearchTerms =
  | { kind: "text"; pattern: string }
  | { kind: "phone"; prefixes: [string, string]; suffix: string | null };

const DEFAULT_CALLING_CODE = getCountryCallingCode(DEFAULT_PHONE_REGION as "IN");

/**
 * The terms of the search `q`: "9811122334", "09811122334", "+91 98111 22334", "98111" and "22334" all find the lead
 * stored as "+919811122334"; "+44 20" finds British numbers starting 4420; "sharma" and "VC-2026-00012" are text.
 */
export function searchTerms(q: string): SearchTerms {
  const text = q.trim();
  const digits = text.replace(/\D/g, "");
  if (!/^\+?[\d\s().-]+$/.test(text) || digits.length < PHONE_SEARCH_MIN_DIGITS) {
    return { kind: "text", pattern: `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
  }
  // Typed with its country code ("+91 98111", "0091 98111"): only the start of a number can match.
  if (text.startsWith("+")) return { kind: "phone", prefixes: [digits, digits], suffix: null };
  if (digits.startsWith("00")) {
    const international = digits.slice(2);
    return { kind: "phone", prefixes: [international, international], suffix: null };
  }
  // A national number drops its trunk 0: "09811122334" is stored as 91 9811122334.
  const national = digits.replace(/^0/, "");
  return { kind: "phone", prefixes: [digits, `${DEFAULT_CALLING_CODE}${national}`], suffix: national };
}

/**
 * The half-open range `[low, high)` of strings that start with `prefix` (digits only): "98111" gives "98111" to
 * "98112", and "9" rolls over to ":" (the next character in the "C" collation the indexes use).
 */
export function prefixRange(prefix: string): [string, string] {
  const last = prefix.charCodeAt(prefix.length - 1);
  return [prefix, `${prefix.slice(0, -1)}${String.fromCharCode(last + 1)}`];
}

/** `value` written backwards: the suffix index holds each number's digits reversed, so a suffix is a prefix there. */
export function reversed(value: string): string {
  return [...value].reverse().join("");
}
