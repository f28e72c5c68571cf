import { ENQUIRY_CHANNELS, LANGUAGES } from "@visadesk/contracts/values/crm";
import { ENQUIRY_STATUSES } from "@visadesk/contracts/workflow";
import type { EnquiryFilters } from "#features/enquiries/api/get-enquiries.ts";
import { drillDownFromSearch } from "#lib/drill-down-filters.ts";
import { listFiltersFromSearch, oneOf } from "#lib/list-filters-from-search.ts";

/** The list's filters from the page's URL. */
export function enquiryFiltersFromSearch(search: URLSearchParams): Omit<EnquiryFilters, "cursor"> {
  return listFiltersFromSearch(search, {
    status: oneOf(ENQUIRY_STATUSES, search.get("status")),
    channel: oneOf(ENQUIRY_CHANNELS, search.get("channel")),
    language: oneOf(LANGUAGES, search.get("language")),
    review: oneOf(["marked"] as const, search.get("review")),
    ...drillDownFromSearch(search, "enquiry"),
  });
}
