import { formatRupees } from "#lib/format.ts";

/** What a money field holds: whole rupees, nothing typed, or what is wrong with the text, in words. */
export type RupeesReading =
  | { kind: "rupees"; value: number }
  | { kind: "empty" }
  | { kind: "invalid"; message: string };

/** The most a fee may be (the API's limit): ₹10,00,00,000. */
export const MAX_RUPEES = 100_000_000;

/**
 * Reads rupees as staff type them: "35000", "35,000", "35,000.00", "₹1,25,000" or "Rs 500". Paise other than
 * ".00" are refused (the CRM keeps whole rupees), as is anything that is not a number, with a reason in words.
 */
export function readRupees(text: string): RupeesReading {
  const trimmed = text.trim().replace(/^(₹|rs\.?|inr)\s*/i, "");
  if (trimmed === "") return { kind: "empty" };
  const match = /^(\d{1,3}(?:,\d{2,3})*|\d+)(?:\.(\d{1,2}))?$/.exec(trimmed);
  if (!match) {
    return /^-/.test(trimmed)
      ? { kind: "invalid", message: "cannot be less than zero" }
      : { kind: "invalid", message: "must be an amount in rupees, such as 35,000" };
  }
  if (match[2] !== undefined && Number(match[2]) !== 0) {
    return { kind: "invalid", message: "must be whole rupees, without paise" };
  }
  const value = Number((match[1] ?? "").replaceAll(",", ""));
  if (value > MAX_RUPEES)
    return { kind: "invalid", message: `cannot be more than ${formatRupees(MAX_RUPEES)}` };
  return { kind: "rupees", value };
}
