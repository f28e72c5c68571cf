import { normalisePhone, VISA_TYPES, ZCountryCode } from "@visadesk/contracts/crm";
import { HONEYPOT_FIELD, type PublicEnquiryRequest } from "@visadesk/contracts/intake";
import { z } from "zod";

/** What the visa form holds while the visitor types: every field as the control gives it. */
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

export type VisaFormValues = z.input<typeof ZVisaFormValues>;

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

/** The body of `POST /api/public/enquiries` for valid form values and the visit's attribution. */
export function toEnquiryRequest(
  values: VisaFormValues,
  attribution: PublicEnquiryRequest["attribution"],
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
