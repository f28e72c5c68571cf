import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InvestorDashboard } from "@visadesk/contracts/dashboards";
import { getJson } from "#lib/api.ts";

const PATH = "/api/dashboards/investor";

/** `GET /api/dashboards/investor`: the investor dashboard as of now. */
export function getInvestorDashboardQueryOptions() {
  return queryOptions({ queryKey: [PATH], queryFn: () => getJson<InvestorDashboard>(PATH) });
}

export function useInvestorDashboard() {
  return useQuery(getInvestorDashboardQueryOptions());
}
