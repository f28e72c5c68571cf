// The dashboards' values (periods, the pipeline's records and states, the stuck thresholds, the funnel's steps, the
// attribution dimensions), with no schema: a dashboard page and My day import them from here without loading zod
// (docs/behaviours/speed.md#crm-pages). dashboards.ts builds its schemas from these and re-exports them.
import { CASE_STATUSES, DEAL_STAGES, DELIVERY_STATUSES, ENQUIRY_STATUSES, LEAD_STATUSES } from "#workflow.ts";

/** The consultancy's days and months are those of Asia/Kolkata (UTC+05:30 all year, no daylight saving). */
export const DASHBOARD_TIME_ZONE = "Asia/Kolkata";

/** A period of a series: by week (starting Monday) or by calendar month. */
export const DASHBOARD_PERIODS = ["week", "month"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** The longest range a dashboard reads at once (a little over three years, for month-vs-last-year views). */
export const MAX_RANGE_DAYS = 1_200;

/** The kinds of record the pipeline shows, each with its own states. */
export const PIPELINE_RECORDS = ["enquiry", "lead", "deal", "case", "delivery"] as const;
export type PipelineRecord = (typeof PIPELINE_RECORDS)[number];

/** Each record's states, in pipeline order. */
export const PIPELINE_STATES = {
  enquiry: ENQUIRY_STATUSES,
  lead: LEAD_STATUSES,
  deal: DEAL_STAGES,
  case: CASE_STATUSES,
  delivery: DELIVERY_STATUSES,
} as const satisfies Record<PipelineRecord, readonly string[]>;

/**
 * After how many days without any change an open record counts as stuck, per state (a record in a final state is
 * never stuck). A new enquiry should be answered within two days; a submitted case waits on the embassy for weeks.
 */
export const STUCK_AFTER_DAYS: {
  [R in PipelineRecord]: Partial<Record<(typeof PIPELINE_STATES)[R][number], number>>;
} = {
  enquiry: { new: 2, in_progress: 5 },
  lead: { new: 2, contacted: 7, qualified: 10 },
  deal: { quoted: 7, negotiating: 14 },
  case: {
    intake: 7,
    documents_pending: 14,
    documents_complete: 7,
    submitted: 30,
    biometrics_done: 30,
    decision_pending: 45,
  },
  delivery: { awaiting_return: 14, ready: 7, dispatched: 5 },
};

/** The steps of the funnel, from an enquiry to a visa in the client's hands. */
export const FUNNEL_STEPS = [
  "enquiries",
  "leads",
  "deals",
  "won",
  "cases",
  "submitted",
  "decided",
  "approved",
  "delivered",
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** How many days ahead the workflow page lists appeal deadlines. */
export const APPEAL_DEADLINE_WINDOW_DAYS = 14;

/** The reasons a case is at risk. */
export const CASE_RISKS = ["appeal_deadline", "appointment_documents_missing", "stuck"] as const;

/** The ways the analytics page splits the enquiries of the range. */
export const ATTRIBUTION_DIMENSIONS = ["source", "campaign", "keyword", "city", "personalisation"] as const;
export type AttributionDimension = (typeof ATTRIBUTION_DIMENSIONS)[number];

/** How many days ahead My day lists a person's cases' key dates (appeal deadlines, appointments, biometrics). */
export const MY_DAY_DAYS_AHEAD = 14;

/**
 * The fewest decided cases (approved or refused) a public success rate is measured from: a destination's
 * applications, or the refusal appeals, decided in the MEASURED_CLAIM_DAYS to today. Fewer, and the page shows the
 * label staff keep (decision 031): at 10, one case more or less moves the rate by at most 10 points.
 */
export const MIN_DECIDED_FOR_CLAIM = 10;

/**
 * The days (to today) over which the public success rates are measured: the last 24 months, as the site's own words
 * say ("the share of our applications … in the last 24 months that ended in a visa").
 */
export const MEASURED_CLAIM_DAYS = 730;
