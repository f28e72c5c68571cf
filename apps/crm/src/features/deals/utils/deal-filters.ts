import { DEAL_STAGES } from "@visadesk/contracts/workflow";
import type { DealFilters } from "#features/deals/api/get-deals.ts";
import { drillDownFromSearch } from "#lib/drill-down-filters.ts";
import { listFiltersFromSearch, oneOf } from "#lib/list-filters-from-search.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/** The deals list's filters from the page's URL (stage, service, expected close range and the common ones). */
export function dealFiltersFromSearch(search: URLSearchParams): Omit<DealFilters, "cursor"> {
  const { sort, ...common } = listFiltersFromSearch(search, {
    stage: oneOf(DEAL_STAGES, search.get("stage")),
    service: oneOf(["visa", "refusal_appeal"] as const, search.get("service")),
    closeFrom: day(search.get("closeFrom")),
    closeTo: day(search.get("closeTo")),
    ...drillDownFromSearch(search, "deal"),
  });
  // Deals sort by fee where other lists sort by name.
  const bySort = search.get("sort") === "feeInr" ? "feeInr" : sort === "name" ? "createdAt" : sort;
  return { ...common, sort: bySort };
}
