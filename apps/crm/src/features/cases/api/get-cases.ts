import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { CaseList, CaseListQuery } from "@visadesk/contracts/cases";
import { counted, getJson, withQuery } from "#lib/api.ts";
import type { DrillDownFilters } from "#lib/drill-down-filters.ts";

export const CASES_PATH = "/api/cases";

/** The list's filters, as the URL of the page and the query of `GET /api/cases` hold them. */
export type CaseFilters = Pick<
  CaseListQuery,
  "q" | "status" | "kind" | "decision" | "assignee" | "country" | "visaType" | "sort" | "order" | "cursor"
> & { limit?: number & DrillDownFilters; deadlineWithinDays?: number };

export function casesUrl(filters: CaseFilters, path = CASES_PATH): string {
  return withQuery(path, { ...filters });
}

/** `GET /api/cases`: one page of filing cases and how many match. */
export function getCases(filters: CaseFilters) {
  return getJson<CaseList>(counted(casesUrl(filters)));
}

export function getCasesQueryOptions(filters: CaseFilters) {
  return queryOptions({
    queryKey: [CASES_PATH, filters],
    queryFn: () => getCases(filters),
    placeholderData: keepPreviousData,
  });
}

export function useCases(filters: CaseFilters) {
  return useQuery(getCasesQueryOptions(filters));
}
