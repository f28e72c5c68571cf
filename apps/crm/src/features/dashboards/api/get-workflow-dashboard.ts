import { queryOptions, useQuery } from "@tanstack/react-query";
import { type DashboardRangeQuery, ZWorkflowDashboard } from "@visadesk/contracts/dashboards";
import { getJson, withQuery } from "#lib/api.ts";

const PATH = "/api/dashboards/workflow";

/** `GET /api/dashboards/workflow?from&to&by`: the workflow dashboard over a range (days in Asia/Kolkata). */
export function getWorkflowDashboardQueryOptions(range: DashboardRangeQuery) {
  return queryOptions({
    queryKey: [PATH, range],
    queryFn: () => getJson(withQuery(PATH, { ...range }), ZWorkflowDashboard),
  });
}

export function useWorkflowDashboard(range: DashboardRangeQuery) {
  return useQuery(getWorkflowDashboardQueryOptions(range));
}
