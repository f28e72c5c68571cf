import { z } from "zod";
import {
  ZActivity,
  ZAssignee,
  ZCity,
  ZCountryCode,
  ZEmail,
  ZEnquiryChannel,
  ZInstant,
  ZLanguage,
  ZListQueryBase,
  ZPage,
  ZPersonName,
  ZPhone,
  ZVisaType,
} from "#crm/common.ts";
import { drillDownFields, ENQUIRY_DRILL_DOWN_FIELDS } from "#crm/drill-down.ts";
import { ZAttribution } from "#crm/intake.ts";
import { ENQUIRY_STATUSES } from "#workflow.ts";

export const ZEnquiryStatus = z.enum(ENQUIRY_STATUSES);

/** One row of `GET /api/enquiries`. */
export const ZEnquiryListItem = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: ZEnquiryStatus,
  channel: ZEnquiryChannel,
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  destinationCountry: z.string().nullable(),
  visaType: ZVisaType.nullable(),
  city: z.string().nullable(),
  priorRefusal: z.boolean(),
  /** The language the enquirer wrote in: staff call and write back in it. */
  language: ZLanguage,
  leadId: z.uuid().nullable(),
  assignee: ZAssignee,
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export type EnquiryListItem = z.infer<typeof ZEnquiryListItem>;

/** `GET /api/enquiries/:id`. */
export const ZEnquiry = ZEnquiryListItem.extend({
  message: z.string().nullable(),
  refusalDetails: z.string().nullable(),
  consent: z.boolean(),
  attribution: ZAttribution,
  timeline: z.array(ZActivity),
});
export type Enquiry = z.infer<typeof ZEnquiry>;

export const ZEnquiryList = ZPage(ZEnquiryListItem);
export type EnquiryList = z.infer<typeof ZEnquiryList>;

/** Query of `GET /api/enquiries` (and of its CSV export). */
export const ZEnquiryListQuery = ZListQueryBase.extend({
  status: ZEnquiryStatus.optional(),
  channel: ZEnquiryChannel.optional(),
  country: ZCountryCode.optional(),
  visaType: ZVisaType.optional(),
  language: ZLanguage.optional(),
  ...drillDownFields(ENQUIRY_STATUSES),
  ...ENQUIRY_DRILL_DOWN_FIELDS,
  sort: z.enum(["createdAt", "updatedAt", "name"]).default("createdAt"),
});
export type EnquiryListQuery = z.input<typeof ZEnquiryListQuery>;

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
  });
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
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "give at least one field to change");
export type UpdateEnquiryRequest = z.input<typeof ZUpdateEnquiryRequest>;

/** `POST /api/enquiries/:id/status`. */
export const ZEnquiryStatusRequest = z.object({
  status: ZEnquiryStatus,
  note: z.string().trim().max(2_000).optional(),
});
export type EnquiryStatusRequest = z.infer<typeof ZEnquiryStatusRequest>;
