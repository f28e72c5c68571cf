import { ENQUIRY_CHANNELS, VISA_TYPES } from "@visadesk/contracts/crm";
import { ENQUIRY_STATUSES } from "@visadesk/contracts/workflow";
import type { EnquiryFilters } from "#features/enquiries/api/get-enquiries.ts";

const SORTS = ["createdAt", "updatedAt", "name"] as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The list's filters from the page's URL. */
export function enquiryFiltersFromSearch(search: URLSearchParams): Omit<EnquiryFilters, "cursor"> {
  const q = search.get("q")?.trim();
  const limit = Number(search.get("limit"));
  return {
    q: q && q.length >= 2 ? q : undefined,
    status: oneOf(ENQUIRY_STATUSES, search.get("status")),
    channel: oneOf(ENQUIRY_CHANNELS, search.get("channel")),
    assignee: search.get("assignee") || undefined,
    country: search.get("country")?.toUpperCase() || undefined,
    visaType: oneOf(VISA_TYPES, search.get("visaType")),
    sort: oneOf(SORTS, search.get("sort")) ?? "createdAt",
    order: search.get("order") === "asc" ? "asc" : "desc",
    limit: [25, 50, 100].includes(limit) ? limit : 25,
  };
}
