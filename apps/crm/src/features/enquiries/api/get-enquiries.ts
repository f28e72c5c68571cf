import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { EnquiryList, EnquiryListQuery } from "@visadesk/contracts/enquiries";
import { counted, getJson, withQuery } from "#lib/api.ts";
import type { DrillDownFilters } from "#lib/drill-down-filters.ts";

export const ENQUIRIES_PATH = "/api/enquiries";

/** The list's filters, as the page's URL and the query of `GET /api/enquiries` hold them. */
export type EnquiryFilters = Pick<
  EnquiryListQuery,
  | "q"
  | "status"
  | "channel"
  | "assignee"
  | "country"
  | "visaType"
  | "language"
  | "review"
  | "sort"
  | "order"
  | "cursor"
> & { limit?: number } & DrillDownFilters;

export function enquiriesUrl(filters: EnquiryFilters, path = ENQUIRIES_PATH): string {
  return withQuery(path, { ...filters });
}

/** `GET /api/enquiries`: one page of enquiries (keyset pagination). */
export function getEnquiries(filters: EnquiryFilters) {
  return getJson<EnquiryList>(counted(enquiriesUrl(filters)));
}

export function getEnquiriesQueryOptions(filters: EnquiryFilters) {
  return queryOptions({
    queryKey: [ENQUIRIES_PATH, filters],
    queryFn: () => getEnquiries(filters),
    placeholderData: keepPreviousData,
  });
}

export function useEnquiries(filters: EnquiryFilters) {
  return useQuery(getEnquiriesQueryOptions(filters));
}
