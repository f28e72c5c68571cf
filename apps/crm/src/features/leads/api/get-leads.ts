import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { LeadList, LeadListQuery } from "@visadesk/contracts/leads";
import { counted, getJson, withQuery } from "#lib/api.ts";
import type { DrillDownFilters } from "#lib/drill-down-filters.ts";

export const LEADS_PATH = "/api/leads";

/** The list's filters, as the URL of the page and the query of `GET /api/leads` hold them. */
export type LeadFilters = Pick<
  LeadListQuery,
  "q" | "status" | "assignee" | "country" | "visaType" | "language" | "sort" | "order" | "cursor"
> & { limit?: number } & DrillDownFilters;

export function leadsUrl(filters: LeadFilters, path = LEADS_PATH): string {
  return withQuery(path, { ...filters });
}

/** `GET /api/leads`: one page of leads (keyset pagination, `nextCursor` null on the last page). */
export function getLeads(filters: LeadFilters) {
  return getJson<LeadList>(counted(leadsUrl(filters)));
}

export function getLeadsQueryOptions(filters: LeadFilters) {
  return queryOptions({
    queryKey: [LEADS_PATH, filters],
    queryFn: () => getLeads(filters),
    // The page being replaced stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useLeads(filters: LeadFilters) {
  return useQuery(getLeadsQueryOptions(filters));
}
