import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardRangeQuery, StaffDashboard } from "@visadesk/contracts/dashboards";
import { getJson, withQuery } from "#lib/api.ts";

const PATH = "/api/dashboards/staff";

/** `GET /api/dashboards/staff?from&to&by`: the staff dashboard over a range (days in Asia/Kolkata). */
export function getStaffDashboardQueryOptions(range: DashboardRangeQuery) {
  return queryOptions({
    queryKey: [PATH, range],
    queryFn: () => getJson<StaffDashboard>(withQuery(PATH, { ...range })),
  });
}

export function useStaffDashboard(range: DashboardRangeQuery) {
  return useQuery(getStaffDashboardQueryOptions(range));
}
