import { CUSTOMER_STATUSES } from "@visadesk/contracts/workflow";
import type { CustomerFilters } from "#features/customers/api/get-customers.ts";
import { listFiltersFromSearch, oneOf } from "#lib/list-filters-from-search.ts";

/** The customers list's filters from the page's URL. */
export function customerFiltersFromSearch(search: URLSearchParams): Omit<CustomerFilters, "cursor"> {
  const {
    country: _c,
    visaType: _v,
    ...filters
  } = listFiltersFromSearch(search, {
    status: oneOf(CUSTOMER_STATUSES, search.get("status")),
  });
  return filters;
}
