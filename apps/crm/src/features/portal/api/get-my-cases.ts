import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PortalCase as Case, PortalCaseList as CaseList } from "@visadesk/contracts/cases";
import { getJson } from "#lib/api.ts";

export const MY_CASES_PATH = "/api/me/cases";

/** The signed-in client's cases, each in full (checklist, dates, the timeline entries meant for them). */
export function getMyCasesQueryOptions() {
  return queryOptions({
    queryKey: [MY_CASES_PATH],
    queryFn: async () => {
      const list = await getJson<CaseList>(`${MY_CASES_PATH}?limit=100`);
      return Promise.all(list.items.map((item) => getJson<Case>(`${MY_CASES_PATH}/${item.id}`)));
    },
  });
}

export function useMyCases() {
  return useQuery(getMyCasesQueryOptions());
}
