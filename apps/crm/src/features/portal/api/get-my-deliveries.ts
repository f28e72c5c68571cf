import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZDeliveryList } from "@visadesk/contracts/deliveries";
import { getJson } from "#lib/api.ts";

export const MY_DELIVERIES_PATH = "/api/me/deliveries";

/** The signed-in client's visa deliveries (courier and tracking, or where to collect). */
export function getMyDeliveriesQueryOptions() {
  return queryOptions({
    queryKey: [MY_DELIVERIES_PATH],
    queryFn: () => getJson(`${MY_DELIVERIES_PATH}?limit=100`, ZDeliveryList),
  });
}

export function useMyDeliveries() {
  return useQuery(getMyDeliveriesQueryOptions());
}
