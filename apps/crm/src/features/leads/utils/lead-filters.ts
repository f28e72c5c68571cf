import { LANGUAGES } from "@visadesk/contracts/values/crm";
import { LEAD_STATUSES } from "@visadesk/contracts/workflow";
import type { LeadFilters } from "#features/leads/api/get-leads.ts";
import { drillDownFromSearch } from "#lib/drill-down-filters.ts";
import { listFiltersFromSearch, oneOf } from "#lib/list-filters-from-search.ts";

/** The list's filters from the page's URL, so that a filtered list can be bookmarked, shared and gone back to. */
export function leadFiltersFromSearch(search: URLSearchParams): Omit<LeadFilters, "cursor"> {
  return listFiltersFromSearch(search, {
    status: oneOf(LEAD_STATUSES, search.get("status")),
    language: oneOf(LANGUAGES, search.get("language")),
    ...drillDownFromSearch(search, "lead"),
  });
}
