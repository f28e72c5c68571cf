import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EnquiryList } from "@visadesk/contracts/enquiries";
import type { LeadList } from "@visadesk/contracts/leads";
import { getJson, withQuery } from "#lib/api.ts";

const ENQUIRIES = "/api/enquiries";
const LEADS = "/api/leads";

/**
 * `GET /api/enquiries?…`: the new enquiries assigned to me, or the open ones nobody has (open as on every page:
 * new or in progress).
 */
export function getNewEnquiriesQueryOptions(assignee: "me" | "unassigned") {
  const url = withQuery(ENQUIRIES, {
    ...(assignee === "me" ? { status: "new" } : { open: "true" }),
    assignee,
    limit: 20,
    sort: "createdAt",
    order: "desc",
  });
  return queryOptions({
    queryKey: [ENQUIRIES, { myDay: "new", assignee }],
    queryFn: () => getJson<EnquiryList>(url),
  });
}

export function useNewEnquiries(assignee: "me" | "unassigned") {
  return useQuery(getNewEnquiriesQueryOptions(assignee));
}

/**
 * `GET /api/leads?assignee=me`, most recently touched first: the follow-ups due and the recent work are picked from
 * these (the API has no follow-up-date filter or activity feed yet).
 */
export function getMyLeadsQueryOptions() {
  const url = withQuery(LEADS, { assignee: "me", limit: 100, sort: "updatedAt", order: "desc" });
  return queryOptions({ queryKey: [LEADS, { myDay: "mine" }], queryFn: () => getJson<LeadList>(url) });
}

export function useMyLeads() {
  return useQuery(getMyLeadsQueryOptions());
}
