import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PortalDeliveryList as DeliveryList } from "@visadesk/contracts/deliveries";
import { getJson } from "#lib/api.ts";

export const MY_DELIVERIES_PATH = "/api/me/deliveries";

/** The signed-in client's visa deliveries (courier and tracking, or where to collect). */
export function getMyDeliveriesQueryOptions() {
  return queryOptions({
    queryKey: [MY_DELIVERIES_PATH],
    queryFn: () => getJson<DeliveryList>(`${MY_DELIVERIES_PATH}?limit=100`),
  });
}

export function useMyDeliveries() {
  return useQuery(getMyDeliveriesQueryOptions());
}
