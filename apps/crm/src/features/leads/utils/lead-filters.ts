import { VISA_TYPES } from "@visadesk/contracts/crm";
import { LEAD_STATUSES } from "@visadesk/contracts/workflow";
import type { LeadFilters } from "#features/leads/api/get-leads.ts";

const SORTS = ["createdAt", "updatedAt", "name"] as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The list's filters from the page's URL, so that a filtered list can be bookmarked, shared and gone back to. */
export function leadFiltersFromSearch(search: URLSearchParams): Omit<LeadFilters, "cursor"> {
  const q = search.get("q")?.trim();
  const limit = Number(search.get("limit"));
  return {
    q: q && q.length >= 2 ? q : undefined,
    status: oneOf(LEAD_STATUSES, search.get("status")),
    assignee: search.get("assignee") || undefined,
    country: search.get("country")?.toUpperCase() || undefined,
    visaType: oneOf(VISA_TYPES, search.get("visaType")),
    sort: oneOf(SORTS, search.get("sort")) ?? "createdAt",
    order: search.get("order") === "asc" ? "asc" : "desc",
    limit: [25, 50, 100].includes(limit) ? limit : 25,
  };
}
