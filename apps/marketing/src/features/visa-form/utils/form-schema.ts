// Fetched when the visitor starts on the form, not with the page (docs/behaviours/speed.md#public-pages): zod, the
// contracts and the phone library (libphonenumber-js, the heaviest part) belong where a number is typed. See
// form-resolver.ts. Before any zod schema is built.
import "#lib/zod-jitless.ts";
import { formatNumber } from "@visadesk/content/i18n/format";
import type { Locale } from "@visadesk/content/i18n/locales";
import type { MessageKey } from "@visadesk/content/i18n/messages";
import { destinationFitsVisaType } from "@visadesk/content/schengen";
import { normalisePhone, VISA_TYPES, ZCountryCode } from "@visadesk/contracts/crm";
import { HONEYPOT_FIELD } from "@visadesk/contracts/honeypot";
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
      // A Schengen visa only for the Schengen area, as the API refuses it (docs/decisions/029-case-rules-and-schengen.md),
      // said here first and in the page's language.
      if (!destinationFitsVisaType(values.destinationCountry, values.visaType)) {
        context.addIssue({ code: "custom", path: ["visaType"], message: t("form.error.visaType.schengen") });
      }
    });
}

export type ZVisaFormValues = ReturnType<typeof visaFormSchema>;

/** The values the rules take: the form's values (form-values.ts), as a type, so that the form need not load zod. */
export type VisaFormInput = z.input<ZVisaFormValues>;
