// The values the CRM's records share (channels, languages, visa types, list sizes, the drill-down's dimensions), with
// no schema: a page that shows or filters records imports them from here without loading zod
// (docs/behaviours/speed.md#crm-pages). The schemas in crm/common.ts and crm/drill-down.ts are built from these and
// re-export them.
import { LOCALES } from "@visadesk/content/i18n/locales";
import { VISA_TYPES } from "@visadesk/content/services";

// The visa types of docs/behaviours/crm.md#records-and-their-states: content's one list, so the services offered and
// what the API accepts never drift.
export { VISA_TYPES };

/** Where an enquiry came in (docs/behaviours/crm.md#records-and-their-states). */
export const ENQUIRY_CHANNELS = ["web_form", "quick_support", "phone", "walk_in", "whatsapp"] as const;

/**
 * Why an enquiry was kept but marked for staff to review (decision 032): `busy_connection`, its address sent more
 * enquiries in the last hour than a person usually does (an office tablet, a mobile carrier's shared address, or a
 * flood).
 */
export const ENQUIRY_REVIEW_REASONS = ["busy_connection"] as const;

/** The language an enquirer wrote in (the public site's languages): staff answer and write to them in it. */
export const LANGUAGES = LOCALES;

/** What a timeline entry records (docs/behaviours/crm.md#records-and-their-states, Activity). */
export const ACTIVITY_KINDS = [
  "created",
  "note",
  "status_change",
  "assignment",
  "call",
  "message",
  "update",
] as const;

export const LIST_LIMIT_MAX = 100;
export const LIST_LIMIT_DEFAULT = 50;

/**
 * The states in which a record is someone's open work: the one meaning of "open" on every page (/staff-management and
 * its "reassign all", the 360 dashboard, My day, `open=true` on the lists; decision 031). A record leaves them when
 * nothing more is expected of it: an enquiry once responded to (its lead carries the work on), a lead converted or
 * lost, a deal won or lost, a case once decided (its delivery or appeal is a record of its own), a delivery handed
 * over or sent back.
 */
export const OPEN_STATES = {
  enquiry: ["new", "in_progress"],
  lead: ["new", "contacted", "qualified"],
  deal: ["quoted", "negotiating"],
  case: [
    "intake",
    "documents_pending",
    "documents_complete",
    "submitted",
    "biometrics_done",
    "decision_pending",
  ],
  delivery: ["awaiting_return", "ready", "dispatched"],
} as const;

/**
 * The keys a lead's first touch is counted under on the analytics dashboard (its first enquiry that is not spam):
 * the attribution dimensions, the destination and the visa type.
 */
export const FIRST_TOUCH_DIMENSIONS = [
  "source",
  "campaign",
  "keyword",
  "city",
  "personalisation",
  "destination",
  "visaType",
] as const;
export type FirstTouchDimension = (typeof FIRST_TOUCH_DIMENSIONS)[number];

/** The longest first-touch key a list takes (`firstTouchKey`, see crm/drill-down.ts). */
export const FIRST_TOUCH_KEY_MAX = 400;
