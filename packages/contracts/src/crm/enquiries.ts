import { z } from "zod";
import { ZAttribution } from "#crm/attribution.ts";
import {
  ZActivity,
  ZAssignee,
  ZCountryCode,
  ZEnquiryChannel,
  ZExpectedVersion,
  ZInstant,
  ZLanguage,
  ZListQueryBase,
  ZPage,
  ZPhoneDisplay,
  ZVersion,
  ZVisaType,
} from "#crm/common.ts";
import { drillDownFields, ENQUIRY_DRILL_DOWN_FIELDS } from "#crm/drill-down.ts";
import { ENQUIRY_REVIEW_REASONS } from "#values/crm.ts";
import { ENQUIRY_STATUSES } from "#workflow.ts";

// The bodies with a typed phone number live in contact-requests.ts (see there why).
export {
  type CreateEnquiryRequest,
  type UpdateEnquiryRequest,
  ZCreateEnquiryRequest,
  ZUpdateEnquiryRequest,
} from "#crm/contact-requests.ts";

export const ZEnquiryStatus = z.enum(ENQUIRY_STATUSES);

/** One row of `GET /api/enquiries`. */
export const ZEnquiryListItem = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: ZEnquiryStatus,
  channel: ZEnquiryChannel,
  name: z.string(),
  phone: z.string().nullable(),
  phoneDisplay: ZPhoneDisplay,
  email: z.string().nullable(),
  destinationCountry: z.string().nullable(),
  visaType: ZVisaType.nullable(),
  city: z.string().nullable(),
  priorRefusal: z.boolean(),
  /** The language the enquirer wrote in: staff call and write back in it. */
  language: ZLanguage,
  leadId: z.uuid().nullable(),
  assignee: ZAssignee,
  /**
   * Kept but marked for staff to review, and why (decision 032); `null` when not marked, absent from an answer of a
   * server older than the field.
   */
  reviewReason: z.enum(ENQUIRY_REVIEW_REASONS).nullable().optional(),
  /** Raised by every change; a write sent back as `expectedVersion`, from a detail or a list row (decision 030). */
  version: ZVersion,
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
  /** `marked`: only the enquiries marked for review. */
  review: z.enum(["marked"]).optional(),
  ...drillDownFields(ENQUIRY_STATUSES),
  ...ENQUIRY_DRILL_DOWN_FIELDS,
  sort: z.enum(["createdAt", "updatedAt", "name"]).default("createdAt"),
});
export type EnquiryListQuery = z.input<typeof ZEnquiryListQuery>;

/** `POST /api/enquiries/:id/status`. */
export const ZEnquiryStatusRequest = z.object({
  status: ZEnquiryStatus,
  note: z.string().trim().max(2_000).optional(),
  expectedVersion: ZExpectedVersion,
});
export type EnquiryStatusRequest = z.infer<typeof ZEnquiryStatusRequest>;
