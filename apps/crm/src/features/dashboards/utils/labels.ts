import type { FunnelStep, PipelineRecord } from "@visadesk/contracts/dashboards";
import { withQuery } from "#lib/api.ts";
import { humanise } from "#lib/format.ts";

/** The funnel's steps as people say them. */
export const STEP_LABELS: Record<FunnelStep, string> = {
  enquiries: "Enquiries",
  leads: "Leads",
  deals: "Deals quoted",
  won: "Deals won",
  cases: "Cases opened",
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

/** Each record's list page and the URL filter that holds its state (deals call it `stage`). */
const LISTS: Record<PipelineRecord, { path: string; state: string }> = {
  enquiry: { path: "/crm/enquiries", state: "status" },
  lead: { path: "/crm/leads", state: "status" },
  deal: { path: "/crm/deals", state: "stage" },
  // The filing-cases and visa-delivery lists are being built (issue 15); they read the same `?status=` filter.
  case: { path: "/crm/filing-cases", state: "status" },
  delivery: { path: "/crm/visa-delivery", state: "status" },
};

/** The list of `record`s in `status` (`stuck`: the longest unchanged first, where the stuck ones are). */
export function listLink(
  record: PipelineRecord,
  filters: { status?: string; assignee?: string; stuck?: boolean } = {},
): string {
  const { path, state } = LISTS[record];
  return withQuery(path, {
    [state]: filters.status,
    assignee: filters.assignee,
    ...(filters.stuck ? { sort: "updatedAt", order: "asc" } : {}),
  });
}

/** One record's page in its list. */
export function recordLink(record: PipelineRecord, id: string): string {
  return withQuery(LISTS[record].path, { id });
}

/** The list behind each funnel step (the lists have no date filter yet, so the link opens the step's state). */
export const STEP_LINKS: Record<FunnelStep, string> = {
  enquiries: "/crm/enquiries",
  leads: "/crm/leads",
  deals: "/crm/deals",
  won: listLink("deal", { status: "won" }),
  cases: "/crm/filing-cases",
  submitted: listLink("case", { status: "submitted" }),
  decided: listLink("case", { status: "decided" }),
  approved: withQuery("/crm/filing-cases", { status: "decided", decision: "approved" }),
  delivered: listLink("delivery", { status: "delivered" }),
};

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
