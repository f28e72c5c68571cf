import { z } from "zod";
import { ZCity, ZCountryCode, ZEmail, ZLanguage, ZPersonName, ZPhone, ZVisaType } from "#crm/common.ts";
import { HONEYPOT_FIELD } from "#crm/honeypot.ts";

export { HONEYPOT_FIELD };

const ZAttributionText = z.string().trim().max(300).optional();

/** Where the visitor came from and what the landing showed them (from @visadesk/tracking and personalisation). */
export const ZAttribution = z.object({
  source: ZAttributionText,
  campaign: ZAttributionText,
  term: ZAttributionText,
  content: ZAttributionText,
  /** The ad click id. */
  gclid: ZAttributionText,
  searchTerm: ZAttributionText,
  landingPath: z.string().trim().max(2_000).optional(),
  /** The personalisation the landing showed. */
  primaryService: ZAttributionText,
  refusalFocus: z.boolean().optional(),
  urgency: z.enum(["low", "medium", "high"]).optional(),
});
export type Attribution = z.infer<typeof ZAttribution>;

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
  .strict();
/** What the form sends (before normalisation). */
export type PublicEnquiryRequest = z.input<typeof ZPublicEnquiryRequest>;
export type PublicEnquiry = z.output<typeof ZPublicEnquiryRequest>;

/** The 201 answer: the reference the visitor can quote, e.g. `VD-7K3M9Q2X`. */
export const ZPublicEnquiryCreated = z.object({ reference: z.string().regex(/^VD-[0-9A-Z]{8}$/) });
export type PublicEnquiryCreated = z.infer<typeof ZPublicEnquiryCreated>;
