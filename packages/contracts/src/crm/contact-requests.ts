import { z } from "zod";
import {
  namesAChange,
  SCHENGEN_PAIR_RULE,
  ZCity,
  ZCountryCode,
  ZDate,
  ZEmail,
  ZEnquiryChannel,
  ZExpectedVersion,
  ZPersonName,
  ZVisaType,
} from "#crm/common.ts";
import { ZPhone } from "#crm/phone.ts";

// The bodies in which staff type a person's phone number (a lead, a customer, an enquiry), apart from the records the
// API answers with: ZPhone needs libphonenumber-js's metadata (~27 KB gzipped), which a CRM page should download only
// where a number is typed, never to read a list (docs/behaviours/speed.md#crm-pages). leads.ts, customers.ts and
// enquiries.ts re-export them.

/** Where a lead first came from: a channel, or the ad campaign's `utm_source`. */
export const ZLeadSource = z.string().trim().min(1).max(100);

const leadFields = {
  name: ZPersonName,
  phone: ZPhone,
  email: ZEmail,
  city: ZCity,
  destinationCountry: ZCountryCode,
  visaType: ZVisaType,
  source: ZLeadSource,
  nextFollowUpOn: ZDate,
};

/** `POST /api/leads`: phone or email is needed; one person is one lead (a taken phone or email is a 409). */
export const ZCreateLeadRequest = z
  .object({
    name: leadFields.name,
    phone: leadFields.phone.optional(),
    email: leadFields.email.optional(),
    city: leadFields.city.optional(),
    destinationCountry: leadFields.destinationCountry.optional(),
    visaType: leadFields.visaType.optional(),
    source: leadFields.source.optional(),
    nextFollowUpOn: leadFields.nextFollowUpOn.optional(),
    assignee: z.string().trim().min(1).max(64).nullable().optional(),
  })
  .strict()
  .refine((body) => body.phone !== undefined || body.email !== undefined, {
    message: "give a phone number or an email",
    path: ["phone"],
  })
  .refine(SCHENGEN_PAIR_RULE.check, SCHENGEN_PAIR_RULE.issue());
export type CreateLeadRequest = z.input<typeof ZCreateLeadRequest>;

/** `PATCH /api/leads/:id`. */
export const ZUpdateLeadRequest = z
  .object({
    name: leadFields.name,
    phone: leadFields.phone.nullable(),
    email: leadFields.email.nullable(),
    city: leadFields.city.nullable(),
    destinationCountry: leadFields.destinationCountry.nullable(),
    visaType: leadFields.visaType.nullable(),
    source: leadFields.source.nullable(),
    nextFollowUpOn: leadFields.nextFollowUpOn.nullable(),
    expectedVersion: ZExpectedVersion,
  })
  .partial()
  .strict()
  .refine(namesAChange, "give at least one field to change")
  .refine(SCHENGEN_PAIR_RULE.check, SCHENGEN_PAIR_RULE.issue());
export type UpdateLeadRequest = z.input<typeof ZUpdateLeadRequest>;

const ZPassportLast4 = z
  .string()
  .regex(/^[A-Z0-9]{4}$/i, "must be the last 4 characters of the passport number");

/** `POST /api/customers`: normally a won deal creates the customer; this is for clients from before the CRM. */
export const ZCreateCustomerRequest = z
  .object({
    name: ZPersonName,
    phone: ZPhone.optional(),
    email: ZEmail.optional(),
    city: ZCity.optional(),
    passportLast4: ZPassportLast4.optional(),
    passportExpiresOn: ZDate.optional(),
    assignee: z.string().trim().min(1).max(64).nullable().optional(),
  })
  .strict()
  .refine((body) => body.phone !== undefined || body.email !== undefined, {
    message: "give a phone number or an email",
    path: ["phone"],
  });
export type CreateCustomerRequest = z.input<typeof ZCreateCustomerRequest>;

/**
 * `PATCH /api/customers/:id`: the record's own fields. Its portal account is linked only through
 * `POST /api/users/:username/customers`, which needs the right to manage users and is audited.
 */
export const ZUpdateCustomerRequest = z
  .object({
    name: ZPersonName,
    phone: ZPhone.nullable(),
    email: ZEmail.nullable(),
    city: ZCity.nullable(),
    passportLast4: ZPassportLast4.nullable(),
    passportExpiresOn: ZDate.nullable(),
    expectedVersion: ZExpectedVersion,
  })
  .partial()
  .strict()
  .refine(namesAChange, "give at least one field to change");
export type UpdateCustomerRequest = z.input<typeof ZUpdateCustomerRequest>;

/** `POST /api/enquiries`: staff record a phone call, walk-in or WhatsApp message; phone or email is needed. */
export const ZCreateEnquiryRequest = z
  .object({
    channel: ZEnquiryChannel,
    name: ZPersonName,
    phone: ZPhone.optional(),
    email: ZEmail.optional(),
    destinationCountry: ZCountryCode.optional(),
    visaType: ZVisaType.optional(),
    message: z.string().trim().max(5_000).optional(),
    priorRefusal: z.boolean().default(false),
    refusalDetails: z.string().trim().max(2_000).optional(),
    city: ZCity.optional(),
    assignee: z.string().trim().min(1).max(64).nullable().optional(),
  })
  .strict()
  .refine((body) => body.phone !== undefined || body.email !== undefined, {
    message: "give a phone number or an email",
    path: ["phone"],
  })
  .refine(SCHENGEN_PAIR_RULE.check, SCHENGEN_PAIR_RULE.issue());
export type CreateEnquiryRequest = z.input<typeof ZCreateEnquiryRequest>;

/** `PATCH /api/enquiries/:id`: the details staff may correct. */
export const ZUpdateEnquiryRequest = z
  .object({
    name: ZPersonName,
    phone: ZPhone.nullable(),
    email: ZEmail.nullable(),
    destinationCountry: ZCountryCode.nullable(),
    visaType: ZVisaType.nullable(),
    message: z.string().trim().max(5_000).nullable(),
    city: ZCity.nullable(),
    priorRefusal: z.boolean(),
    refusalDetails: z.string().trim().max(2_000).nullable(),
    expectedVersion: ZExpectedVersion,
  })
  .partial()
  .strict()
  .refine(namesAChange, "give at least one field to change")
  .refine(SCHENGEN_PAIR_RULE.check, SCHENGEN_PAIR_RULE.issue());
export type UpdateEnquiryRequest = z.input<typeof ZUpdateEnquiryRequest>;
