import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DeliveryList, DeliveryListQuery } from "@visadesk/contracts/deliveries";
import { counted, getJson, withQuery } from "#lib/api.ts";
import type { DrillDownFilters } from "#lib/drill-down-filters.ts";

export const DELIVERIES_PATH = "/api/deliveries";

/** The list's filters, as the URL of the page and the query of `GET /api/deliveries` hold them. */
export type DeliveryFilters = Pick<
  DeliveryListQuery,
  "q" | "status" | "method" | "assignee" | "sort" | "order" | "cursor"
> & { limit?: number } & DrillDownFilters;

export function deliveriesUrl(filters: DeliveryFilters, path = DELIVERIES_PATH): string {
  return withQuery(path, { ...filters });
}

/** `GET /api/deliveries`: one page of visa deliveries and how many match. */
export function getDeliveries(filters: DeliveryFilters) {
  return getJson<DeliveryList>(counted(deliveriesUrl(filters)));
}

export function getDeliveriesQueryOptions(filters: DeliveryFilters) {
  return queryOptions({
    queryKey: [DELIVERIES_PATH, filters],
    queryFn: () => getDeliveries(filters),
    placeholderData: keepPreviousData,
  });
}

export function useDeliveries(filters: DeliveryFilters) {
  return useQuery(getDeliveriesQueryOptions(filters));
}
