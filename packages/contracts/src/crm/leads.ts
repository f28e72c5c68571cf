import { z } from "zod";
import {
  SCHENGEN_PAIR_RULE,
  ZActivity,
  ZAssignee,
  ZCountryCode,
  ZDate,
  ZExpectedVersion,
  ZInstant,
  ZLanguage,
  ZListQueryBase,
  ZPage,
  ZPhoneDisplay,
  ZRupees,
  ZVersion,
  ZVisaType,
} from "#crm/common.ts";
import {
  drillDownFields,
  FIRST_TOUCH_FIELDS,
  LEAD_DRILL_DOWN_FIELDS,
  LEAD_OUTCOME_FIELDS,
} from "#crm/drill-down.ts";
import { LEAD_STATUSES } from "#workflow.ts";

// The bodies with a typed phone number live in contact-requests.ts (see there why).
export {
  type CreateLeadRequest,
  type UpdateLeadRequest,
  ZCreateLeadRequest,
  ZLeadSource,
  ZUpdateLeadRequest,
} from "#crm/contact-requests.ts";

export const ZLeadStatus = z.enum(LEAD_STATUSES);

/** One row of `GET /api/leads`. */
export const ZLeadListItem = z.object({
  id: z.uuid(),
  status: ZLeadStatus,
  name: z.string(),
  phone: z.string().nullable(),
  phoneDisplay: ZPhoneDisplay,
  email: z.string().nullable(),
  city: z.string().nullable(),
  destinationCountry: z.string().nullable(),
  visaType: ZVisaType.nullable(),
  source: z.string().nullable(),
  /** The language the person wrote in (from their first enquiry): staff call and write back in it. */
  language: ZLanguage,
  assignee: ZAssignee,
  nextFollowUpOn: ZDate.nullable(),
  /** Raised by every change; a write sent back as `expectedVersion`, from a detail or a list row (decision 030). */
  version: ZVersion,
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export type LeadListItem = z.infer<typeof ZLeadListItem>;

/** `GET /api/leads/:id`: the lead, its enquiries and deals, and its timeline. */
export const ZLead = ZLeadListItem.extend({
  lostReason: z.string().nullable(),
  customerId: z.uuid().nullable(),
  enquiries: z.array(
    z.object({
      id: z.uuid(),
      reference: z.string(),
      channel: z.string(),
      status: z.string(),
      createdAt: ZInstant,
    }),
  ),
  deals: z.array(
    z.object({ id: z.uuid(), stage: z.string(), feeInr: z.number().int(), createdAt: ZInstant }),
  ),
  timeline: z.array(ZActivity),
});
export type Lead = z.infer<typeof ZLead>;

export const ZLeadList = ZPage(ZLeadListItem);
export type LeadList = z.infer<typeof ZLeadList>;

/** Query of `GET /api/leads` and `GET /api/leads/export.csv`. */
export const ZLeadListQuery = ZListQueryBase.extend({
  status: ZLeadStatus.optional(),
  country: ZCountryCode.optional(),
  visaType: ZVisaType.optional(),
  source: z.string().trim().min(1).max(100).optional(),
  language: ZLanguage.optional(),
  city: z.string().trim().min(1).max(80).optional(),
  ...drillDownFields(LEAD_STATUSES),
  ...LEAD_DRILL_DOWN_FIELDS,
  ...LEAD_OUTCOME_FIELDS,
  ...FIRST_TOUCH_FIELDS,
  sort: z.enum(["createdAt", "updatedAt", "name"]).default("createdAt"),
});
export type LeadListQuery = z.input<typeof ZLeadListQuery>;

/** `POST /api/leads/:id/status`: to `lost` needs `lostReason`; `converted` only through convert. */
export const ZLeadStatusRequest = z
  .object({
    status: ZLeadStatus,
    lostReason: z.string().trim().min(1).max(500).optional(),
    note: z.string().trim().max(2_000).optional(),
    expectedVersion: ZExpectedVersion,
  })
  .refine((body) => body.status !== "lost" || body.lostReason !== undefined, {
    message: "is required when the lead is lost",
    path: ["lostReason"],
  });
export type LeadStatusRequest = z.infer<typeof ZLeadStatusRequest>;

/** `POST /api/leads/:id/convert`: a qualified lead becomes `converted` and a deal is opened at `quoted`. */
export const ZConvertLeadRequest = z
  .object({
    /** A visa service (`visaType` + `destinationCountry`), or a refusal appeal. Defaults: the lead's own. */
    service: z.enum(["visa", "refusal_appeal"]).default("visa"),
    visaType: ZVisaType.optional(),
    destinationCountry: ZCountryCode.optional(),
    feeInr: ZRupees,
    governmentFeeInr: ZRupees.default(0),
    expectedCloseOn: ZDate.optional(),
    expectedVersion: ZExpectedVersion,
  })
  .strict()
  .refine(SCHENGEN_PAIR_RULE.check, SCHENGEN_PAIR_RULE.issue());
export type ConvertLeadRequest = z.input<typeof ZConvertLeadRequest>;

/** The answer of convert: the lead and the deal it opened. */
export const ZConvertLeadResult = z.object({ leadId: z.uuid(), dealId: z.uuid() });
export type ConvertLeadResult = z.infer<typeof ZConvertLeadResult>;

/** The columns of the leads CSV import (a header row, then one lead a line); `assignee` is a username. */
export const LEAD_IMPORT_COLUMNS = [
  "name",
  "phone",
  "email",
  "city",
  "destinationCountry",
  "visaType",
  "source",
  "nextFollowUpOn",
  "assignee",
] as const;

/** `POST /api/leads/import` with `Content-Type: application/json`: `{ csv }`, at most 5,000 rows. */
export const ZLeadImportRequest = z.object({ csv: z.string().min(1).max(5_000_000) });
export type LeadImportRequest = z.infer<typeof ZLeadImportRequest>;
export const LEAD_IMPORT_MAX_ROWS = 5_000;

/** One bad row: `row` counts data rows from 1, `line` is the line in the file (the header is line 1). */
export const ZLeadImportRowError = z.object({
  row: z.number().int(),
  line: z.number().int(),
  fields: z.record(z.string(), z.string()),
});
export type LeadImportRowError = z.infer<typeof ZLeadImportRowError>;

/** 201 `{ imported }` when every row is valid; otherwise 400 with `errors` and nothing written. */
export const ZLeadImportResult = z.object({ imported: z.number().int() });
export type LeadImportResult = z.infer<typeof ZLeadImportResult>;
export const ZLeadImportErrors = z.object({
  error: z.object({
    code: z.literal("import_invalid"),
    message: z.string(),
    rows: z.array(ZLeadImportRowError),
  }),
});
export type LeadImportErrors = z.infer<typeof ZLeadImportErrors>;
