import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Deal } from "@visadesk/contracts/deals";
import { getJson } from "#lib/api.ts";

export const dealPath = (id: string) => `/api/deals/${encodeURIComponent(id)}`;

/** `GET /api/deals/:id`: the deal with its timeline. */
export function getDeal(id: string) {
  return getJson<Deal>(dealPath(id));
}

export function getDealQueryOptions(id: string) {
  return queryOptions({ queryKey: [dealPath(id)], queryFn: () => getDeal(id) });
}

export function useDeal(id: string) {
  return useQuery(getDealQueryOptions(id));
}
