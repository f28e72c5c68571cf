import { z } from "zod";
import { ZAttribution } from "#crm/attribution.ts";
import {
  SCHENGEN_PAIR_RULE,
  ZCity,
  ZCountryCode,
  ZEmail,
  ZLanguage,
  ZPersonName,
  ZPhone,
  ZVisaType,
} from "#crm/common.ts";
import { HONEYPOT_FIELD } from "#crm/honeypot.ts";

// Apart from this file so that the enquiry records the CRM reads do not import the public body and its phone check.
export { type Attribution, ZAttribution } from "#crm/attribution.ts";
export { HONEYPOT_FIELD };

/**
 * `POST /api/public/enquiries`: the visa form and the quick-support popup. `phone` is normalised to E.164 (default
 * region India). `consent` must be true. The honeypot (`website`) must be empty or absent.
 */
export const ZPublicEnquiryRequest = z
  .object({
    name: ZPersonName,
    phone: ZPhone,
    email: ZEmail.optional(),
    destinationCountry: ZCountryCode,
    visaType: ZVisaType,
    message: z.string().trim().max(5_000).optional(),
    priorRefusal: z.boolean(),
    refusalDetails: z.string().trim().max(2_000).optional(),
    city: ZCity.optional(),
    consent: z.literal(true, { error: "must be given to contact you" }),
    /** Which form sent it; default the visa form. */
    channel: z.enum(["web_form", "quick_support"]).default("web_form"),
    /** The language of the page it was sent from ("en" or "hi"); default English. */
    language: ZLanguage.default("en"),
    attribution: ZAttribution.optional(),
    [HONEYPOT_FIELD]: z.string().max(500).optional(),
  })
  .strict()
  .refine(SCHENGEN_PAIR_RULE.check, SCHENGEN_PAIR_RULE.issue());
/** What the form sends (before normalisation). */
export type PublicEnquiryRequest = z.input<typeof ZPublicEnquiryRequest>;
export type PublicEnquiry = z.output<typeof ZPublicEnquiryRequest>;

/** The 201 answer: the reference the visitor can quote, e.g. `VD-7K3M9Q2X`. */
export const ZPublicEnquiryCreated = z.object({ reference: z.string().regex(/^VD-[0-9A-Z]{8}$/) });
export type PublicEnquiryCreated = z.infer<typeof ZPublicEnquiryCreated>;
