import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Enquiry } from "@visadesk/contracts/enquiries";
import { getJson } from "#lib/api.ts";
import { recordPath } from "#lib/record-write.ts";

export const enquiryPath = (id: string) => `/api/enquiries/${encodeURIComponent(id)}`;

/** The detail path of the enquiry's lead, if it has one: the lead's page lists its enquiries and their work. */
export const enquiryLeadPath = (enquiry: Enquiry) =>
  enquiry.leadId !== null && recordPath("/api/leads", enquiry.leadId);

/** `GET /api/enquiries/:id`: the enquiry with its attribution and timeline. */
export function getEnquiry(id: string) {
  return getJson<Enquiry>(enquiryPath(id));
}

export function getEnquiryQueryOptions(id: string) {
  return queryOptions({ queryKey: [enquiryPath(id)], queryFn: () => getEnquiry(id) });
}

export function useEnquiry(id: string) {
  return useQuery(getEnquiryQueryOptions(id));
}
