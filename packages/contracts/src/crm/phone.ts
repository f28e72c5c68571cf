import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";

// Apart from common.ts: every CRM page reads API answers through the contracts, but only the forms where a phone is typed
// need the phone library's metadata (docs/behaviours/speed.md#crm-pages: it was 31 KB of every signed-in page's first
// load). The API validates every body with these same schemas, whichever the browser loaded.

/** The region a phone number without a country code is read in. */
export const DEFAULT_PHONE_REGION = "IN";

/**
 * The E.164 form of `input` read with `region` as the default country (India), or `null` when it is not a valid
 * phone number.
 */
export function normalisePhone(input: string, region: string = DEFAULT_PHONE_REGION): string | null {
  const parsed = parsePhoneNumberFromString(input, { defaultCountry: region as "IN" });
  return parsed?.isValid() ? parsed.number : null;
}

/** A phone number, validated and normalised to E.164 (default region India). */
export const ZPhone = z
  .string()
  .trim()
  .min(1, "is required")
  .max(40, "is too long")
  .transform((value, context) => {
    const e164 = normalisePhone(value);
    if (e164 === null) {
      context.addIssue({ code: "custom", message: "must be a valid phone number, e.g. +91 98765 43210" });
      return z.NEVER;
    }
    return e164;
  });
