import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyDay } from "@visadesk/contracts/dashboards";
import { getJson } from "#lib/api.ts";

const MY_DAY = "/api/my-day";

/**
 * `GET /api/my-day`: documents clients uploaded to my cases, my cases' coming deadlines and dates, and for an admin
 * or the CEO the open work nobody has.
 */
export function getMyDayWorkQueryOptions() {
  return queryOptions({ queryKey: [MY_DAY], queryFn: () => getJson<MyDay>(MY_DAY) });
}

export function useMyDayWork() {
  return useQuery(getMyDayWorkQueryOptions());
}
