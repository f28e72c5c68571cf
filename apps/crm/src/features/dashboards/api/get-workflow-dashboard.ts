import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardRangeQuery, WorkflowDashboard } from "@visadesk/contracts/dashboards";
import { getJson, withQuery } from "#lib/api.ts";

const PATH = "/api/dashboards/workflow";

/** `GET /api/dashboards/workflow?from&to&by`: the workflow dashboard over a range (days in Asia/Kolkata). */
export function getWorkflowDashboardQueryOptions(range: DashboardRangeQuery) {
  return queryOptions({
    queryKey: [PATH, range],
    queryFn: () => getJson<WorkflowDashboard>(withQuery(PATH, { ...range })),
  });
}

export function useWorkflowDashboard(range: DashboardRangeQuery) {
  return useQuery(getWorkflowDashboardQueryOptions(range));
}
