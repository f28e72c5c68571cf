import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OverviewDashboard } from "@visadesk/contracts/dashboards";
import { getJson } from "#lib/api.ts";

const PATH = "/api/dashboards/overview";

/** `GET /api/dashboards/overview`: the overview dashboard as of now. */
export function getOverviewDashboardQueryOptions() {
  return queryOptions({ queryKey: [PATH], queryFn: () => getJson<OverviewDashboard>(PATH) });
}

export function useOverviewDashboard() {
  return useQuery(getOverviewDashboardQueryOptions());
}
