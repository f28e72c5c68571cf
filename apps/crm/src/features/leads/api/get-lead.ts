import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZLead } from "@visadesk/contracts/leads";
import { getJson } from "#lib/api.ts";

export const leadPath = (id: string) => `/api/leads/${encodeURIComponent(id)}`;

/** `GET /api/leads/:id`: the lead with its enquiries, deals and timeline. */
export function getLead(id: string) {
  return getJson(leadPath(id), ZLead);
}

export function getLeadQueryOptions(id: string) {
  return queryOptions({ queryKey: [leadPath(id)], queryFn: () => getLead(id) });
}

export function useLead(id: string) {
  return useQuery(getLeadQueryOptions(id));
}
