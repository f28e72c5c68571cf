// Fetched when the visitor starts on the form, not with the page (issue 23): zod, the contracts and the phone library
// (libphonenumber-js, the heaviest part) belong where a number is typed. See form-resolver.ts.
// Before any zod schema is built.
import "#lib/zod-jitless.ts";
import { normalisePhone, VISA_TYPES, ZCountryCode } from "@visadesk/contracts/crm";
import { HONEYPOT_FIELD } from "@visadesk/contracts/honeypot";
import { z } from "zod";

/** The rules of the visa form's fields, with the messages shown under each. */
export const ZVisaFormValues = z
  .object({
    name: z.string().trim().min(1, "Enter your full name").max(120, "Use at most 120 characters"),
    phone: z
      .string()
      .trim()
      .min(1, "Enter a phone number we can call you on")
      .refine((value) => normalisePhone(value) !== null, {
        message: "Enter a valid phone number, e.g. 98765 43210 or +91 98765 43210",
      }),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((value) => value === "" || z.email().safeParse(value).success, {
        message: "Enter an email address like name@example.com, or leave it empty",
      }),
    destinationCountry: z.string().refine((value) => ZCountryCode.safeParse(value).success, {
      message: "Choose the country you want to travel to",
    }),
    visaType: z.enum(VISA_TYPES, { error: "Choose the kind of visa you need" }),
    priorRefusal: z.enum(["yes", "no"], { error: "Tell us whether a visa was refused before" }),
    refusalDetails: z.string().trim().max(2_000, "Use at most 2,000 characters"),
    city: z.string().trim().max(80, "Use at most 80 characters"),
    message: z.string().trim().max(5_000, "Use at most 5,000 characters"),
    consent: z.boolean().refine((value) => value, { message: "Tick the box so that we may contact you" }),
    [HONEYPOT_FIELD]: z.string(),
  })
  .superRefine((values, context) => {
    if (values.priorRefusal === "yes" && values.refusalDetails === "") {
      context.addIssue({
        code: "custom",
        path: ["refusalDetails"],
        message: "Tell us which country refused and when, so that we can review it",
      });
    }
  });

export type VisaFormInput = z.input<typeof ZVisaFormValues>;
