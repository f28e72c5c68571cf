import { z } from "zod";
import { ZDate, ZInstant } from "#primitives.ts";
import { FIRST_TOUCH_DIMENSIONS, FIRST_TOUCH_KEY_MAX } from "#values/crm.ts";

export {
  FIRST_TOUCH_DIMENSIONS,
  FIRST_TOUCH_KEY_MAX,
  type FirstTouchDimension,
  OPEN_STATES,
} from "#values/crm.ts";

// The filters a dashboard's figure opens its list with, so that the list counts exactly the records the figure counts
// (a stuck count, an overdue follow-up count, the deals won in a month...). Every record list takes the common ones;
// some take their own (an enquiry's ad keyword, a lead's overdue follow-up, a case's decision day).

/** A day (`YYYY-MM-DD`, Asia/Kolkata) or an instant, as the lists' `from` and `to` take them. */
const ZDayOrInstant = z.union([ZDate, ZInstant]);

/**
 * The filters every record list takes beside its own, with `statuses` its states: `stuck` (no change for longer than
 * its stage allows, the workflow dashboard's thresholds), `open`, and `reached` a state (moved into it) from
 * `reachedFrom` to `reachedTo` (days or instants, as `from` and `to`).
 */
export function drillDownFields<S extends readonly [string, ...string[]]>(statuses: S) {
  return {
    /** `true`: only records unchanged for longer than their stage allows (STUCK_AFTER_DAYS). */
    stuck: z.stringbool().optional(),
    /** `true`: only records in a state still being worked (OPEN_STATES). */
    open: z.stringbool().optional(),
    /** Only records that moved into this state (between `reachedFrom` and `reachedTo` when given). */
    reached: z.enum(statuses).optional(),
    /** With `reached`: moved on or after this day / instant. */
    reachedFrom: ZDayOrInstant.optional(),
    /** With `reached`: moved before the end of this day / before this instant. */
    reachedTo: ZDayOrInstant.optional(),
  };
}

/** The enquiry list's own figures' filters: spam, and where the enquiry came from (the analytics dashboard's keys). */
export const ENQUIRY_DRILL_DOWN_FIELDS = {
  /** `true`: spam left out, as every dashboard counts enquiries. */
  excludeSpam: z.stringbool().optional(),
  /** The search keyword: what the visitor typed, else the ad's keyword (any case). */
  keyword: z.string().trim().min(1).max(200).optional(),
  /** The ad campaign (`utm_campaign`), exactly. */
  campaign: z.string().trim().min(1).max(200).optional(),
  /** The ad source (`utm_source`), exactly. */
  source: z.string().trim().min(1).max(200).optional(),
  /** The city the enquirer wrote (any case). */
  city: z.string().trim().min(1).max(80).optional(),
};

/** The lead list's own: `followUp=overdue` keeps open leads whose follow-up day has passed (Asia/Kolkata). */
export const LEAD_DRILL_DOWN_FIELDS = {
  followUp: z.enum(["overdue"]).optional(),
};

/** The case list's own: the day it was submitted, and the day it was decided (a decision recorded). */
export const CASE_DRILL_DOWN_FIELDS = {
  submittedFrom: ZDate.optional(),
  submittedTo: ZDate.optional(),
  decidedFrom: ZDate.optional(),
  decidedTo: ZDate.optional(),
};

/**
 * The lead, deal and case lists' first-touch filters: records of the leads whose first enquiry (spam left out) came
 * on a day from `firstTouchFrom` to `firstTouchTo` and, with `firstTouchBy`, under `firstTouchKey` (exactly), as the
 * analytics dashboard counts leads, deals, wins, revenue and approved visas. `firstTouchBy` without a key: none was
 * recorded (the dashboard's "None" row; an empty URL value would be dropped on the way, so absence says it).
 */
export const FIRST_TOUCH_FIELDS = {
  firstTouchFrom: ZDate.optional(),
  firstTouchTo: ZDate.optional(),
  firstTouchBy: z.enum(FIRST_TOUCH_DIMENSIONS).optional(),
  /**
   * With `firstTouchBy`: the key, exactly as the dashboard has it (absent: none recorded). Attribution texts are up to
   * 300 characters and the landing shown adds " · refusal focus", so any key the dashboard shows fits.
   */
  firstTouchKey: z.string().min(1).max(FIRST_TOUCH_KEY_MAX).optional(),
};

/**
 * The lead list's outcome filters (the staff performance page's numerators): `converted=deal` keeps leads with a
 * deal, `converted=won` leads with a won deal, `contacted=true` leads that have moved out of their first state.
 */
export const LEAD_OUTCOME_FIELDS = {
  converted: z.enum(["deal", "won"]).optional(),
  contacted: z.stringbool().optional(),
};
