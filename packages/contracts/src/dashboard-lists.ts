import type { FirstTouchDimension } from "#values/crm.ts";
import type { AttributionDimension, FunnelStep, PipelineRecord } from "#values/dashboards.ts";

// Which list, with which filters, counts exactly the records behind each dashboard figure. The CRM links each number
// to `/crm/<list>?<query>`; the API's tests ask `/api/<list>?<query>&count=true` and compare the total with the
// figure, so a link that would open a different set of records fails a test. The rules here mirror the dashboards'
// SQL (apps/api/src/dashboards); days are Asia/Kolkata days, as there.

/** A list and the query that narrows it to a figure's records. */
export interface FigureList {
  record: PipelineRecord;
  query: Record<string, string>;
}

/** Who a figure is about: a username, or nobody (`null`: records nobody has). */
export type FigureAssignee = string | null;

const assigneeOf = (assignee: FigureAssignee) => assignee ?? "unassigned";

/** `day` (`YYYY-MM-DD`) moved by `days`. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first day of the month of `day`, `months` later (negative: earlier). */
export function monthOf(day: string, months = 0): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00.000Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week of `day`. */
export function mondayOf(day: string): string {
  return shiftDay(day, -((new Date(`${day}T00:00:00.000Z`).getUTCDay() + 6) % 7));
}

/** Enquiries received from `from` to `to` (days, both kept), spam left out, as every dashboard counts them. */
export function enquiriesReceived(from: string, to: string, more: Record<string, string> = {}): FigureList {
  return { record: "enquiry", query: { from, to, excludeSpam: "true", ...more } };
}

/** Deals won (moved to won) from `from` to `to`; `stillWon`: and won now (the revenue figures count those). */
export function dealsWon(from: string, to: string, stillWon = false): FigureList {
  return {
    record: "deal",
    query: { reached: "won", reachedFrom: from, reachedTo: to, ...(stillWon ? { stage: "won" } : {}) },
  };
}

/** Cases decided (a decision recorded) from `from` to `to`, optionally only one decision or one kind. */
export function casesDecided(
  from: string,
  to: string,
  only: { decision?: "approved" | "refused"; kind?: "application" | "appeal" } = {},
): FigureList {
  return { record: "case", query: { decidedFrom: from, decidedTo: to, ...only } };
}

/**
 * The days of the week (from Monday) or month starting `period` that fall in the range `from`–`to` (the analytics
 * dashboard's series counts only the range's days of its first and last period).
 */
export function periodSpan(period: string, by: "week" | "month", from: string, to: string) {
  const end = by === "week" ? shiftDay(period, 6) : shiftDay(monthOf(period, 1), -1);
  return { from: period < from ? from : period, to: end > to ? to : end };
}

/** The cases refused for `reason` and decided from `from` to `to`. */
export function casesRefusedFor(reason: string, from: string, to: string): FigureList {
  return {
    record: "case",
    query: { decidedFrom: from, decidedTo: to, decision: "refused", refusalReason: reason },
  };
}

/** A funnel step's records over the range `from`–`to` (the workflow dashboard's funnel). */
export function funnelStepList(step: FunnelStep, from: string, to: string): FigureList {
  switch (step) {
    case "enquiries":
      return enquiriesReceived(from, to);
    case "leads":
      return { record: "lead", query: { from, to } };
    case "deals":
      return { record: "deal", query: { from, to } };
    case "won":
      return dealsWon(from, to);
    case "cases":
      return { record: "case", query: { from, to } };
    case "submitted":
      return { record: "case", query: { submittedFrom: from, submittedTo: to } };
    case "decided":
      return casesDecided(from, to);
    case "approved":
      return casesDecided(from, to, { decision: "approved" });
    case "delivered":
      return { record: "delivery", query: { reached: "delivered", reachedFrom: from, reachedTo: to } };
  }
}

/** The query field of a record's state (deals call theirs `stage`). */
export const STATE_FIELD: Record<PipelineRecord, string> = {
  enquiry: "status",
  lead: "status",
  deal: "stage",
  case: "status",
  delivery: "status",
};

/** `record`s in `status` now; `stuck`: only those unchanged for longer than the stage allows. */
export function stageList(record: PipelineRecord, status: string | undefined, stuck = false): FigureList {
  return {
    record,
    query: { ...(status ? { [STATE_FIELD[record]]: status } : {}), ...(stuck ? { stuck: "true" } : {}) },
  };
}

/** Open leads of `assignee` whose follow-up day has passed. */
export function overdueFollowUps(assignee: FigureAssignee): FigureList {
  return { record: "lead", query: { followUp: "overdue", assignee: assigneeOf(assignee) } };
}

/** Refused cases whose appeal deadline is today or in the `days - 1` days after (the next `days` days). */
export function appealDeadlines(days: number): FigureList {
  return { record: "case", query: { decision: "refused", deadlineWithinDays: String(days - 1) } };
}

/** The open `record`s of `assignee` (the 360 dashboard's workload). */
export function openWork(record: PipelineRecord, assignee: FigureAssignee): FigureList {
  return { record, query: { open: "true", assignee: assigneeOf(assignee) } };
}

/** `record`s created since the instant `since`. */
export function createdSince(record: PipelineRecord, since: string): FigureList {
  return { record, query: { from: since } };
}

/** `record`s that moved into `status` since the instant `since`. */
export function movedSince(record: PipelineRecord, status: string, since: string): FigureList {
  return { record, query: { reached: status, reachedFrom: since } };
}

/** The query field of each attribution dimension the enquiry list filters by (personalisation has none). */
const DIMENSION_FIELDS: Partial<Record<AttributionDimension | "destination" | "visaType", string>> = {
  source: "source",
  campaign: "campaign",
  keyword: "keyword",
  city: "city",
  destination: "country",
  visaType: "visaType",
};

/**
 * The enquiries of the range with `key` as their `dimension` (the analytics dashboard's rows), or null when the list
 * cannot single them out (no key recorded, or the personalisation shown).
 */
export function attributionEnquiries(
  dimension: AttributionDimension | "destination" | "visaType",
  key: string,
  from: string,
  to: string,
): FigureList | null {
  const field = DIMENSION_FIELDS[dimension];
  if (!field || key.trim() === "" || key.trim() !== key) return null;
  return enquiriesReceived(from, to, { [field]: key });
}

/** An analytics figure counted by first touch: its leads, their deals, wins, won fees (revenue) and approved visas. */
export type FirstTouchFigure = "leads" | "deals" | "won" | "revenue" | "approved";

/**
 * The records behind an analytics figure counted by first touch (migration 0013's `attribution_leads`): the leads whose
 * first enquiry (spam left out) came from `from` to `to` and, when `by` is given, under its key (the empty key, shown
 * as "None", is sent as no key), or their deals, their won deals (revenue: the won deals' fees), or their deals'
 * approved cases.
 */
export function firstTouchList(
  figure: FirstTouchFigure,
  from: string,
  to: string,
  by?: { dimension: FirstTouchDimension; key: string },
): FigureList {
  const touch: Record<string, string> = {
    firstTouchFrom: from,
    firstTouchTo: to,
    ...(by ? { firstTouchBy: by.dimension } : {}),
    ...(by && by.key !== "" ? { firstTouchKey: by.key } : {}),
  };
  switch (figure) {
    case "leads":
      return { record: "lead", query: touch };
    case "deals":
      return { record: "deal", query: touch };
    case "won":
    case "revenue":
      return { record: "deal", query: { ...touch, stage: "won" } };
    case "approved":
      return { record: "case", query: { ...touch, decision: "approved" } };
  }
}

/** The figures of one row of the staff performance dashboard, over `from`–`to` and (overdue) today. */
export function staffFigureList(
  figure:
    | "enquiries"
    | "leads"
    | "contacted"
    | "dealLeads"
    | "wonLeads"
    | "revenue"
    | "casesFiled"
    | "decided"
    | "approved"
    | "overdue",
  username: string,
  from: string,
  to: string,
): FigureList {
  const assignee = { assignee: username };
  switch (figure) {
    case "enquiries":
      return enquiriesReceived(from, to, assignee);
    case "leads":
      return { record: "lead", query: { from, to, ...assignee } };
    // The numerators of the person's conversion: their range's leads that have been contacted (moved out of their
    // first state), that have a deal, that have a won deal (as the page counts them, whatever the deal's day).
    case "contacted":
      return { record: "lead", query: { from, to, ...assignee, contacted: "true" } };
    case "dealLeads":
      return { record: "lead", query: { from, to, ...assignee, converted: "deal" } };
    case "wonLeads":
      return { record: "lead", query: { from, to, ...assignee, converted: "won" } };
    case "revenue": {
      const won = dealsWon(from, to, true);
      return { ...won, query: { ...won.query, ...assignee } };
    }
    case "casesFiled":
      return { record: "case", query: { submittedFrom: from, submittedTo: to, ...assignee } };
    case "decided":
    case "approved": {
      const decided = casesDecided(from, to, figure === "approved" ? { decision: "approved" } : {});
      return { ...decided, query: { ...decided.query, ...assignee } };
    }
    case "overdue":
      return overdueFollowUps(username);
  }
}

/**
 * The 360 dashboard's won-revenue months as day ranges (both days kept): this month to date's month, last month,
 * the same month last year, and the two earlier months up to today's day of the month (kept inside the month).
 */
export function revenueMonthRanges(today: string) {
  const thisMonth = monthOf(today);
  const lastMonth = monthOf(today, -1);
  const lastYear = monthOf(today, -12);
  const dayOfMonth = Number(today.slice(8, 10));
  const toDate = (first: string) => {
    const length = Math.round((Date.parse(monthOf(first, 1)) - Date.parse(first)) / 86_400_000);
    return shiftDay(first, Math.min(dayOfMonth, length) - 1);
  };
  return {
    thisMonth: { from: thisMonth, to: shiftDay(monthOf(today, 1), -1) },
    lastMonth: { from: lastMonth, to: shiftDay(thisMonth, -1) },
    sameMonthLastYear: { from: lastYear, to: shiftDay(monthOf(today, -11), -1) },
    lastMonthToDate: { from: lastMonth, to: toDate(lastMonth) },
    sameMonthLastYearToDate: { from: lastYear, to: toDate(lastYear) },
  };
}

/** The 360 dashboard's decisions: the 365 days to today. */
export function decisionYear(today: string) {
  return { from: shiftDay(today, -364), to: today };
}
