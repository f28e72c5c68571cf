import { queryOptions, useQuery } from "@tanstack/react-query";
import { type DashboardRangeQuery, ZStaffDashboard } from "@visadesk/contracts/dashboards";
import { getJson, withQuery } from "#lib/api.ts";

const PATH = "/api/dashboards/staff";

/** `GET /api/dashboards/staff?from&to&by`: the staff dashboard over a range (days in Asia/Kolkata). */
export function getStaffDashboardQueryOptions(range: DashboardRangeQuery) {
  return queryOptions({
    queryKey: [PATH, range],
    queryFn: () => getJson(withQuery(PATH, { ...range }), ZStaffDashboard),
  });
}

export function useStaffDashboard(range: DashboardRangeQuery) {
  return useQuery(getStaffDashboardQueryOptions(range));
}
