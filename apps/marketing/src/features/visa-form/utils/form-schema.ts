import { formatNumber } from "@visadesk/content/i18n/format";
import type { Locale } from "@visadesk/content/i18n/locales";
import type { MessageKey } from "@visadesk/content/i18n/messages";
import { normalisePhone, VISA_TYPES, ZCountryCode } from "@visadesk/contracts/crm";
import { HONEYPOT_FIELD, type PublicEnquiryRequest } from "@visadesk/contracts/intake";
import { z } from "zod";

/** The message function the schema's error texts come from (`useT()`), so that each language gets its own. */
export type ErrorText = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * What the visa form holds while the visitor types: every field as the control gives it. Built per language: every
 * error text comes from the page's catalogue, so a Hindi page never shows an English validation message.
 */
export function visaFormSchema(t: ErrorText, locale: Locale) {
  const tooLong = (max: number) => t("form.error.tooLong", { max: formatNumber(max, locale) });
  return z
    .object({
      name: z.string().trim().min(1, t("form.error.name.required")).max(120, tooLong(120)),
      phone: z
        .string()
        .trim()
        .min(1, t("form.error.phone.required"))
        .refine((value) => normalisePhone(value) !== null, { message: t("form.error.phone.invalid") }),
      email: z
        .string()
        .trim()
        .max(254, tooLong(254))
        .refine((value) => value === "" || z.email().safeParse(value).success, {
          message: t("form.error.email.invalid"),
        }),
      destinationCountry: z.string().refine((value) => ZCountryCode.safeParse(value).success, {
        message: t("form.error.destination"),
      }),
      visaType: z.enum(VISA_TYPES, { error: t("form.error.visaType") }),
      priorRefusal: z.enum(["yes", "no"], { error: t("form.error.refused") }),
      refusalDetails: z.string().trim().max(2_000, tooLong(2_000)),
      city: z.string().trim().max(80, tooLong(80)),
      message: z.string().trim().max(5_000, tooLong(5_000)),
      consent: z.boolean().refine((value) => value, { message: t("form.error.consent") }),
      [HONEYPOT_FIELD]: z.string(),
    })
    .superRefine((values, context) => {
      if (values.priorRefusal === "yes" && values.refusalDetails === "") {
        context.addIssue({
          code: "custom",
          path: ["refusalDetails"],
          message: t("form.error.refusalDetails"),
        });
      }
    });
}

export type ZVisaFormValues = ReturnType<typeof visaFormSchema>;

export type VisaFormValues = z.input<ZVisaFormValues>;

export const EMPTY_FORM: VisaFormValues = {
  name: "",
  phone: "",
  email: "",
  destinationCountry: "",
  visaType: "" as VisaFormValues["visaType"],
  priorRefusal: "" as VisaFormValues["priorRefusal"],
  refusalDetails: "",
  city: "",
  message: "",
  consent: false,
  [HONEYPOT_FIELD]: "",
};

/** The body of `POST /api/public/enquiries` for valid form values, the visit's attribution and the page's language. */
export function toEnquiryRequest(
  values: VisaFormValues,
  attribution: PublicEnquiryRequest["attribution"],
  language: Locale = "en",
): PublicEnquiryRequest {
  const optional = (value: string) => (value.trim() === "" ? undefined : value.trim());
  const refused = values.priorRefusal === "yes";
  const body: PublicEnquiryRequest = {
    name: values.name.trim(),
    phone: values.phone.trim(),
    destinationCountry: values.destinationCountry,
    visaType: values.visaType,
    priorRefusal: refused,
    consent: true,
    channel: "web_form",
    // The language of the page it was sent from: staff answer in it (issue 22).
    language,
  };
  const email = optional(values.email);
  if (email) body.email = email;
  const details = refused ? optional(values.refusalDetails) : undefined;
  if (details) body.refusalDetails = details;
  const city = optional(values.city);
  if (city) body.city = city;
  const message = optional(values.message);
  if (message) body.message = message;
  if (attribution && Object.keys(attribution).length > 0) body.attribution = attribution;
  // Only bots fill the hidden field; it is sent as typed so that the server can refuse them.
  if (values[HONEYPOT_FIELD]) body[HONEYPOT_FIELD] = values[HONEYPOT_FIELD];
  return body;
}
