import { z } from "zod";
import {
  namesAChange,
  SCHENGEN_PAIR_RULE,
  ZActivity,
  ZAssignee,
  ZConsultant,
  ZCountryCode,
  ZDate,
  ZExpectedVersion,
  ZInstant,
  ZListQueryBase,
  ZNoteForClient,
  ZPage,
  ZVersion,
  ZVisaType,
} from "#crm/common.ts";
import { CASE_DRILL_DOWN_FIELDS, drillDownFields, FIRST_TOUCH_FIELDS } from "#crm/drill-down.ts";
import { CASE_KINDS, CASE_NUMBER_PATTERN, DECISIONS, REFUSAL_REASON_CODES } from "#values/cases.ts";
import { CASE_STATUSES, CHECKLIST_STATUSES } from "#workflow.ts";

export {
  CASE_KINDS,
  CASE_NUMBER_PATTERN,
  type CaseKind,
  DECISIONS,
  DEFAULT_APPEAL_WINDOW_DAYS,
  type Decision,
  REFUSAL_REASON_CODES,
  REFUSAL_REASON_LABELS,
  type RefusalReasonCode,
} from "#values/cases.ts";

export const ZCaseStatus = z.enum(CASE_STATUSES);
export const ZCaseKind = z.enum(CASE_KINDS);
export const ZDecision = z.enum(DECISIONS);
export const ZChecklistStatus = z.enum(CHECKLIST_STATUSES);
export const ZRefusalReasonCode = z.enum(REFUSAL_REASON_CODES);

export const ZChecklistItem = z.object({
  id: z.uuid(),
  name: z.string(),
  required: z.boolean(),
  status: ZChecklistStatus,
  expiresOn: ZDate.nullable(),
  note: z.string().nullable(),
  /** Whether the customer sees `note` on their portal (the portal answers `note: null` otherwise). */
  noteForClient: z.boolean().optional(),
  updatedAt: ZInstant,
});
export type ChecklistItem = z.infer<typeof ZChecklistItem>;

/** The key dates of a case (calendar dates in the consultancy's time zone). */
export const ZCaseDates = z.object({
  appointmentOn: ZDate.nullable(),
  biometricsOn: ZDate.nullable(),
  submittedOn: ZDate.nullable(),
  decisionOn: ZDate.nullable(),
  appealDeadlineOn: ZDate.nullable(),
});
export type CaseDates = z.infer<typeof ZCaseDates>;

/** One row of `GET /api/cases`. */
export const ZCaseListItem = z.object({
  id: z.uuid(),
  caseNumber: z.string().regex(CASE_NUMBER_PATTERN),
  kind: ZCaseKind,
  parentCaseId: z.uuid().nullable(),
  status: ZCaseStatus,
  customerId: z.uuid(),
  clientName: z.string(),
  destinationCountry: z.string(),
  visaType: ZVisaType,
  decision: ZDecision,
  refusalReasonCode: ZRefusalReasonCode.nullable(),
  assignee: ZAssignee,
  dates: ZCaseDates,
  /** Raised by every change; a write sent back as `expectedVersion`, from a detail or a list row (decision 030). */
  version: ZVersion,
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export type CaseListItem = z.infer<typeof ZCaseListItem>;

/** A case linked to another (an appeal and the refused case it appeals), with how far it has got. */
export const ZLinkedCase = z.object({
  id: z.uuid(),
  caseNumber: z.string(),
  status: ZCaseStatus,
  decision: ZDecision,
});
export type LinkedCase = z.infer<typeof ZLinkedCase>;

/** `GET /api/cases/:id` (and `/api/me/cases/:id` for the customer, without the staff-only timeline notes). */
export const ZCase = ZCaseListItem.extend({
  dealId: z.uuid().nullable(),
  checklist: z.array(ZChecklistItem),
  appealCaseIds: z.array(z.uuid()),
  /** The appeals of this case, oldest first, with their progress. */
  appeals: z.array(ZLinkedCase),
  /** For an appeal: the refused case it appeals. */
  parentCase: ZLinkedCase.nullable(),
  deliveryId: z.uuid().nullable(),
  timeline: z.array(ZActivity),
});
export type Case = z.infer<typeof ZCase>;

export const ZCaseList = ZPage(ZCaseListItem);
export type CaseList = z.infer<typeof ZCaseList>;

/** `GET /api/me/cases/:id`: a case as its client sees it, the consultant named by display name only. */
export const ZPortalCase = ZCase.extend({ assignee: ZConsultant });
export type PortalCase = z.infer<typeof ZPortalCase>;

/** `GET /api/me/cases`. */
export const ZPortalCaseList = ZPage(ZCaseListItem.extend({ assignee: ZConsultant }));
export type PortalCaseList = z.infer<typeof ZPortalCaseList>;

export const ZCaseListQuery = ZListQueryBase.extend({
  status: ZCaseStatus.optional(),
  kind: ZCaseKind.optional(),
  decision: ZDecision.optional(),
  country: ZCountryCode.optional(),
  visaType: ZVisaType.optional(),
  customerId: z.uuid().optional(),
  /** Only cases whose appeal deadline falls from today to this many days ahead (Asia/Kolkata days). */
  deadlineWithinDays: z.coerce.number().int().min(0).max(366).optional(),
  ...drillDownFields(CASE_STATUSES),
  ...CASE_DRILL_DOWN_FIELDS,
  ...FIRST_TOUCH_FIELDS,
  /** Only cases refused for this reason. */
  refusalReason: ZRefusalReasonCode.optional(),
  sort: z.enum(["createdAt", "updatedAt", "caseNumber"]).default("createdAt"),
});
export type CaseListQuery = z.input<typeof ZCaseListQuery>;

/** `POST /api/cases`: an application case for an existing customer (a won deal opens one itself). */
export const ZCreateCaseRequest = z
  .object({
    customerId: z.uuid(),
    destinationCountry: ZCountryCode,
    visaType: ZVisaType,
    assignee: z.string().trim().min(1).max(64).nullable().optional(),
  })
  .strict()
  .refine(SCHENGEN_PAIR_RULE.check, SCHENGEN_PAIR_RULE.issue());
export type CreateCaseRequest = z.input<typeof ZCreateCaseRequest>;

/** `PATCH /api/cases/:id`: key dates, destination and visa type. */
export const ZUpdateCaseRequest = z
  .object({
    destinationCountry: ZCountryCode,
    visaType: ZVisaType,
    appointmentOn: ZDate.nullable(),
    biometricsOn: ZDate.nullable(),
    submittedOn: ZDate.nullable(),
    appealDeadlineOn: ZDate.nullable(),
    expectedVersion: ZExpectedVersion,
  })
  .partial()
  .strict()
  .refine(namesAChange, "give at least one field to change")
  .refine(SCHENGEN_PAIR_RULE.check, SCHENGEN_PAIR_RULE.issue());
export type UpdateCaseRequest = z.input<typeof ZUpdateCaseRequest>;

/** Why a rule is set aside, in words (admins and the CEO only; case-rules.ts). */
const ZOverrideReason = z.string().trim().min(3, "say why the rule is set aside").max(500).optional();

/** `POST /api/cases/:id/status`: one step of CASE_TRANSITIONS (`decided` only through the decision route). */
export const ZCaseStatusRequest = z.object({
  status: ZCaseStatus,
  note: z.string().trim().max(2_000).optional(),
  /** Show the note to the customer on their portal; internal unless set. */
  noteForClient: ZNoteForClient,
  /** An admin's or the CEO's reason to accept what a case rule refuses (documents not all verified); kept on the timeline. */
  overrideReason: ZOverrideReason,
  expectedVersion: ZExpectedVersion,
});
export type CaseStatusRequest = z.infer<typeof ZCaseStatusRequest>;

/**
 * `POST /api/cases/:id/decision`: approved or refused from `decision_pending`, withdrawn from any open state. A
 * refusal needs `reasonCode`; an approval opens the visa delivery.
 */
export const ZCaseDecisionRequest = z
  .object({
    decision: z.enum(["approved", "refused", "withdrawn"]),
    reasonCode: ZRefusalReasonCode.optional(),
    decisionOn: ZDate.optional(),
    /** For a refusal: the last day to appeal; default 28 days after the decision. */
    appealDeadlineOn: ZDate.optional(),
    note: z.string().trim().max(2_000).optional(),
    /** Show the note to the customer on their portal; internal unless set. */
    noteForClient: ZNoteForClient,
    expectedVersion: ZExpectedVersion,
  })
  .strict()
  .refine((body) => body.decision !== "refused" || body.reasonCode !== undefined, {
    message: "is required for a refusal",
    path: ["reasonCode"],
  })
  .refine((body) => body.decision === "refused" || body.reasonCode === undefined, {
    message: "is only for a refusal",
    path: ["reasonCode"],
  });
export type CaseDecisionRequest = z.infer<typeof ZCaseDecisionRequest>;

/** `POST /api/cases/:id/appeal`: from a refused case, opens the linked appeal case (201 with it). */
export const ZStartAppealRequest = z
  .object({
    appealDeadlineOn: ZDate.optional(),
    assignee: z.string().trim().min(1).max(64).nullable().optional(),
    /** The version of the refused case its author saw. */
    expectedVersion: ZExpectedVersion,
  })
  .strict();
export type StartAppealRequest = z.input<typeof ZStartAppealRequest>;

/** `POST /api/cases/:id/checklist`. */
export const ZCreateChecklistItemRequest = z
  .object({
    name: z.string().trim().min(1).max(200),
    required: z.boolean().default(true),
    expiresOn: ZDate.optional(),
    note: z.string().trim().max(1_000).optional(),
    /** Show the note to the customer on their portal; internal unless set. */
    noteForClient: ZNoteForClient,
  })
  .strict();
export type CreateChecklistItemRequest = z.input<typeof ZCreateChecklistItemRequest>;

/** `POST /api/cases/:id/checklist/:itemId/status`: requested -> received -> verified / rejected. */
export const ZChecklistStatusRequest = z
  .object({
    status: ZChecklistStatus,
    expiresOn: ZDate.optional(),
    note: z.string().trim().max(1_000).optional(),
    /** Show the note to the customer on their portal; internal unless set. */
    noteForClient: ZNoteForClient,
    /** An admin's or the CEO's reason to receive a passport that expires too soon; kept on the timeline. */
    overrideReason: ZOverrideReason,
  })
  .strict();
export type ChecklistStatusRequest = z.infer<typeof ZChecklistStatusRequest>;

export const ZChecklistItemParams = z.object({ id: z.uuid(), itemId: z.uuid() });

/** One document of a checklist template. */
export const ZChecklistTemplateItem = z
  .object({
    name: z.string().trim().min(1).max(200),
    required: z.boolean().default(true),
    note: z.string().trim().max(1_000).nullable().default(null),
  })
  .strict();
export type ChecklistTemplateItem = z.infer<typeof ZChecklistTemplateItem>;

/**
 * The documents a destination and visa type usually need (docs/behaviours/crm.md#filing-cases, Checklist template);
 * admins edit them.
 */
export const ZChecklistTemplate = z.object({
  country: z.string(),
  visaType: ZVisaType,
  items: z.array(ZChecklistTemplateItem),
  /** Who saved it last and when; null while it is the shipped template. */
  updatedBy: z.string().nullable(),
  updatedAt: ZInstant.nullable(),
});
export type ChecklistTemplate = z.infer<typeof ZChecklistTemplate>;

export const ZChecklistTemplateList = z.object({ templates: z.array(ZChecklistTemplate) });
export type ChecklistTemplateList = z.infer<typeof ZChecklistTemplateList>;

export const ZChecklistTemplateParams = z.object({ country: ZCountryCode, visaType: ZVisaType });

/** `PUT /api/checklist-templates/:country/:visaType`: the template's documents, in order. */
export const ZUpdateChecklistTemplateRequest = z
  .object({ items: z.array(ZChecklistTemplateItem).min(1, "give at least one document").max(60) })
  .strict()
  .refine((body) => new Set(body.items.map((i) => i.name.toLowerCase())).size === body.items.length, {
    message: "names each document once",
    path: ["items"],
  });
export type UpdateChecklistTemplateRequest = z.input<typeof ZUpdateChecklistTemplateRequest>;

/**
 * `POST /api/cases/:id/checklist/apply`: adds the template's documents that the checklist does not have yet (by
 * name); the case's own destination and visa type unless others are given.
 */
export const ZApplyChecklistTemplateRequest = z
  .object({ country: ZCountryCode.optional(), visaType: ZVisaType.optional() })
  .strict();
export type ApplyChecklistTemplateRequest = z.input<typeof ZApplyChecklistTemplateRequest>;
