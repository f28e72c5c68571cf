import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DealList, DealListQuery } from "@visadesk/contracts/deals";
import { counted, getJson, withQuery } from "#lib/api.ts";
import type { DrillDownFilters } from "#lib/drill-down-filters.ts";

export const DEALS_PATH = "/api/deals";

/** The list's filters, as the URL of the page and the query of `GET /api/deals` hold them. */
export type DealFilters = Pick<
  DealListQuery,
  | "q"
  | "stage"
  | "assignee"
  | "country"
  | "visaType"
  | "service"
  | "closeFrom"
  | "closeTo"
  | "leadId"
  | "sort"
  | "order"
  | "cursor"
> & { limit?: number } & DrillDownFilters;

export function dealsUrl(filters: DealFilters, path = DEALS_PATH): string {
  return withQuery(path, { ...filters });
}

/** `GET /api/deals`: one page of deals, how many match and their fees' total. */
export function getDeals(filters: DealFilters) {
  return getJson<DealList>(counted(dealsUrl(filters)));
}

export function getDealsQueryOptions(filters: DealFilters) {
  return queryOptions({
    queryKey: [DEALS_PATH, filters],
    queryFn: () => getDeals(filters),
    placeholderData: keepPreviousData,
  });
}

export function useDeals(filters: DealFilters) {
  return useQuery(getDealsQueryOptions(filters));
}
