import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AnalyticsDashboard, DashboardRangeQuery } from "@visadesk/contracts/dashboards";
import { getJson, withQuery } from "#lib/api.ts";

const PATH = "/api/dashboards/analytics";

/** `GET /api/dashboards/analytics?from&to&by`: the analytics dashboard over a range (days in Asia/Kolkata). */
export function getAnalyticsDashboardQueryOptions(range: DashboardRangeQuery) {
  return queryOptions({
    queryKey: [PATH, range],
    queryFn: () => getJson<AnalyticsDashboard>(withQuery(PATH, { ...range })),
  });
}

export function useAnalyticsDashboard(range: DashboardRangeQuery) {
  return useQuery(getAnalyticsDashboardQueryOptions(range));
}
