import { z } from "zod";
import {
  namesAChange,
  SCHENGEN_PAIR_RULE,
  ZActivity,
  ZAssignee,
  ZCountryCode,
  ZDate,
  ZExpectedVersion,
  ZInstant,
  ZListQueryBase,
  ZPage,
  ZRupees,
  ZVersion,
  ZVisaType,
} from "#crm/common.ts";
import { drillDownFields, FIRST_TOUCH_FIELDS } from "#crm/drill-down.ts";
import { DEAL_LOST_REASONS, DEAL_SERVICES } from "#values/deals.ts";
import { DEAL_STAGES } from "#workflow.ts";

export {
  DEAL_LOST_REASON_LABELS,
  DEAL_LOST_REASONS,
  DEAL_SERVICES,
  type DealLostReasonCode,
  type DealService,
} from "#values/deals.ts";

export const ZDealStage = z.enum(DEAL_STAGES);
export const ZDealService = z.enum(DEAL_SERVICES);

/** One row of `GET /api/deals`. */
export const ZDealListItem = z.object({
  id: z.uuid(),
  stage: ZDealStage,
  leadId: z.uuid(),
  clientName: z.string(),
  service: ZDealService,
  visaType: ZVisaType.nullable(),
  destinationCountry: z.string().nullable(),
  /** The consultancy's fee, integer rupees. */
  feeInr: z.number().int(),
  /** The government's fee, separate, integer rupees. */
  governmentFeeInr: z.number().int(),
  expectedCloseOn: ZDate.nullable(),
  assignee: ZAssignee,
  /** Raised by every change; a write sent back as `expectedVersion`, from a detail or a list row (decision 030). */
  version: ZVersion,
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export type DealListItem = z.infer<typeof ZDealListItem>;

export const ZDealLostReasonCode = z.enum(DEAL_LOST_REASONS);

/** `GET /api/deals/:id`. */
export const ZDeal = ZDealListItem.extend({
  /** The reason's words: the label of the code, or the staff's own text. */
  lostReason: z.string().nullable(),
  /** The reason's code, for deals lost since the codes exist. */
  lostReasonCode: ZDealLostReasonCode.nullable(),
  /** Set once won. */
  customerId: z.uuid().nullable(),
  caseId: z.uuid().nullable(),
  /** For an appeal deal: the refused case it appeals. */
  appealOfCaseId: z.uuid().nullable(),
  timeline: z.array(ZActivity),
});
export type Deal = z.infer<typeof ZDeal>;

/** `GET /api/deals`: a page and, with `count=true`, the fee total of every matching deal (a board column's). */
export const ZDealList = ZPage(ZDealListItem).extend({ totalFeeInr: z.number().int().min(0).nullable() });
export type DealList = z.infer<typeof ZDealList>;

export const ZDealListQuery = ZListQueryBase.extend({
  stage: ZDealStage.optional(),
  country: ZCountryCode.optional(),
  visaType: ZVisaType.optional(),
  leadId: z.uuid().optional(),
  service: ZDealService.optional(),
  /** Expected to close on or after this date. */
  closeFrom: ZDate.optional(),
  /** Expected to close on or before this date. */
  closeTo: ZDate.optional(),
  ...drillDownFields(DEAL_STAGES),
  ...FIRST_TOUCH_FIELDS,
  sort: z.enum(["createdAt", "updatedAt", "feeInr"]).default("createdAt"),
});
export type DealListQuery = z.input<typeof ZDealListQuery>;

/** `POST /api/deals`: a new offer to an existing lead (convert does this for a qualified lead). */
export const ZCreateDealRequest = z
  .object({
    leadId: z.uuid(),
    service: ZDealService.default("visa"),
    visaType: ZVisaType.optional(),
    destinationCountry: ZCountryCode.optional(),
    feeInr: ZRupees,
    governmentFeeInr: ZRupees.default(0),
    expectedCloseOn: ZDate.optional(),
    appealOfCaseId: z.uuid().optional(),
  })
  .strict()
  .refine(SCHENGEN_PAIR_RULE.check, SCHENGEN_PAIR_RULE.issue());
export type CreateDealRequest = z.input<typeof ZCreateDealRequest>;

/** `PATCH /api/deals/:id`: price and dates, while the deal is open. */
export const ZUpdateDealRequest = z
  .object({
    visaType: ZVisaType.nullable(),
    destinationCountry: ZCountryCode.nullable(),
    feeInr: ZRupees,
    governmentFeeInr: ZRupees,
    expectedCloseOn: ZDate.nullable(),
    expectedVersion: ZExpectedVersion,
  })
  .partial()
  .strict()
  .refine(namesAChange, "give at least one field to change")
  .refine(SCHENGEN_PAIR_RULE.check, SCHENGEN_PAIR_RULE.issue());
export type UpdateDealRequest = z.input<typeof ZUpdateDealRequest>;

/**
 * `POST /api/deals/:id/stage`: `lost` needs a reason, `lostReasonCode` from the list (`other` with words in
 * `lostReason`) or, as before the codes, words alone; `won` creates the customer (if none) and the filing case in one
 * transaction and answers with their ids.
 */
export const ZDealStageRequest = z
  .object({
    stage: ZDealStage,
    lostReasonCode: ZDealLostReasonCode.optional(),
    lostReason: z.string().trim().min(1).max(500).optional(),
    note: z.string().trim().max(2_000).optional(),
    expectedVersion: ZExpectedVersion,
  })
  .refine(
    (body) => body.stage !== "lost" || body.lostReason !== undefined || body.lostReasonCode !== undefined,
    { message: "is required when the deal is lost", path: ["lostReasonCode"] },
  )
  .refine((body) => body.lostReasonCode !== "other" || body.lostReason !== undefined, {
    message: "say in words why the deal was lost",
    path: ["lostReason"],
  });
export type DealStageRequest = z.infer<typeof ZDealStageRequest>;

/** `POST /api/deals/:id/win`: the same as stage `won`, with the new case's optional details. */
export const ZWinDealRequest = z
  .object({
    caseAssignee: z.string().trim().min(1).max(64).nullable().optional(),
    note: z.string().trim().max(2_000).optional(),
    expectedVersion: ZExpectedVersion,
  })
  .strict();
export type WinDealRequest = z.input<typeof ZWinDealRequest>;

export const ZWinDealResult = z.object({ dealId: z.uuid(), customerId: z.uuid(), caseId: z.uuid() });
export type WinDealResult = z.infer<typeof ZWinDealResult>;
