import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WorkflowDashboard } from "@visadesk/contracts/dashboards";
import { getJson } from "#lib/api.ts";

const WORKFLOW = "/api/dashboards/workflow";

/**
 * `GET /api/dashboards/workflow`: for an admin's or the CEO's day, what needs their decision (stuck records, appeal
 * deadlines, overdue follow-ups per person, enquiries nobody has taken), since nothing is assigned to them.
 */
export function getDecisionsQueryOptions() {
  return queryOptions({
    queryKey: [WORKFLOW, { myDay: "decisions" }],
    queryFn: () => getJson<WorkflowDashboard>(WORKFLOW),
  });
}

export function useDecisions(enabled: boolean) {
  return useQuery({ ...getDecisionsQueryOptions(), enabled });
}
