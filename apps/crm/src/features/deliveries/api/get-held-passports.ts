import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HeldPassportList } from "@visadesk/contracts/deliveries";
import { getJson } from "#lib/api.ts";

export const CUSTODY_PATH = "/api/deliveries/custody";

/** `GET /api/deliveries/custody`: every passport we hold now, longest held first. */
export function getHeldPassports() {
  return getJson<HeldPassportList>(CUSTODY_PATH);
}

export function getHeldPassportsQueryOptions() {
  return queryOptions({ queryKey: [CUSTODY_PATH], queryFn: getHeldPassports });
}

export function useHeldPassports() {
  return useQuery(getHeldPassportsQueryOptions());
}
