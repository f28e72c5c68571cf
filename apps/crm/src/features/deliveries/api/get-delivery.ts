import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Delivery } from "@visadesk/contracts/deliveries";
import { getJson } from "#lib/api.ts";

export const deliveryPath = (id: string) => `/api/deliveries/${encodeURIComponent(id)}`;

/** `GET /api/deliveries/:id`: the delivery with its custody log and timeline. */
export function getDelivery(id: string) {
  return getJson<Delivery>(deliveryPath(id));
}

export function getDeliveryQueryOptions(id: string) {
  return queryOptions({ queryKey: [deliveryPath(id)], queryFn: () => getDelivery(id) });
}

export function useDelivery(id: string) {
  return useQuery(getDeliveryQueryOptions(id));
}
