import type { Locale } from "@visadesk/content/i18n/locales";
import { HONEYPOT_FIELD } from "@visadesk/contracts/honeypot";
import type { PublicEnquiryRequest } from "@visadesk/contracts/intake";
import type { VisaFormInput } from "#features/visa-form/utils/form-schema.ts";

// The form's values and the request built from them: no zod here (types only), so that this is part of the page's
// first load while the rules are fetched when the visitor starts on the form.

/** What the visa form holds while the visitor types: every field as the control gives it. */
export type VisaFormValues = VisaFormInput;

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
    // The language of the page it was sent from: staff answer in it (docs/decisions/011).
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
