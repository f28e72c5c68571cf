import type { FigureList } from "@visadesk/contracts/dashboard-lists";
import type { FunnelStep, PipelineRecord } from "@visadesk/contracts/dashboards";
import { withQuery } from "#lib/api.ts";
import { humanise } from "#lib/format.ts";

/**
 * What "open" means on every page that counts open work (OPEN_STATES, decision 031): said beside each such figure, so
 * that the pages visibly count the same thing.
 */
export const OPEN_WORK_MEANS =
  "Open: enquiries new or in progress, leads not yet converted or lost, deals not yet won or lost, cases not yet decided.";

/** The funnel's steps as people say them. */
export const STEP_LABELS: Record<FunnelStep, string> = {
  enquiries: "Enquiries",
  leads: "Leads",
  deals: "Deals quoted",
  won: "Deals won",
  cases: "Cases opened (appeals too)",
  submitted: "Applications submitted",
  decided: "Decisions",
  approved: "Visas approved",
  delivered: "Passports delivered",
};

export const RECORD_LABELS: Record<PipelineRecord, string> = {
  enquiry: "Enquiry",
  lead: "Lead",
  deal: "Deal",
  case: "Filing case",
  delivery: "Visa delivery",
};

/** Each record's list page. */
const LISTS: Record<PipelineRecord, { path: string }> = {
  enquiry: { path: "/crm/enquiries" },
  lead: { path: "/crm/leads" },
  deal: { path: "/crm/deals" },
  case: { path: "/crm/filing-cases" },
  delivery: { path: "/crm/visa-delivery" },
};

/**
 * The CRM list behind a figure (contracts' dashboard-lists.ts says which list and filters count its records), or
 * undefined when no list can single them out. Stuck lists open with the longest unchanged first.
 */
export function figureLink(list: FigureList | null): string | undefined {
  if (list === null) return undefined;
  return withQuery(LISTS[list.record].path, {
    ...list.query,
    ...(list.query.stuck ? { sort: "updatedAt", order: "asc" } : {}),
  });
}

/** Each record's list as people name it. */
export const RECORD_PLURALS: Record<PipelineRecord, string> = {
  enquiry: "Enquiries",
  lead: "Leads",
  deal: "Deals",
  case: "Cases",
  delivery: "Deliveries",
};

/** One record's page in its list. */
export function recordLink(record: PipelineRecord, id: string): string {
  return withQuery(LISTS[record].path, { id });
}

export const statusLabel = (status: string) => humanise(status);

const percent = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 1 });
/** A share as "42.5%", or "–" when there was nothing to divide by. */
export const formatRate = (rate: number | null) => (rate === null ? "–" : percent.format(rate));

/** A whole number as Indians write it ("1,25,000"). */
export const formatCount = (n: number) => n.toLocaleString("en-IN");

const monthName = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" });
/** `YYYY-MM` or a period's first day as "Jan 2026". */
export const formatMonth = (month: string) => monthName.format(new Date(`${month.slice(0, 7)}-01T12:00:00Z`));

const weekDay = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
/** A week by its Monday ("w/c 6 Jan"), or a month. */
export const formatPeriod = (period: string, by: "week" | "month") =>
  by === "month" ? formatMonth(period) : `w/c ${weekDay.format(new Date(`${period}T12:00:00Z`))}`;
