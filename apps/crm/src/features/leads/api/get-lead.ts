import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Lead } from "@visadesk/contracts/leads";
import { getJson } from "#lib/api.ts";

export const leadPath = (id: string) => `/api/leads/${encodeURIComponent(id)}`;

/** `GET /api/leads/:id`: the lead with its enquiries, deals and timeline. */
export function getLead(id: string) {
  return getJson<Lead>(leadPath(id));
}

export function getLeadQueryOptions(id: string) {
  return queryOptions({ queryKey: [leadPath(id)], queryFn: () => getLead(id) });
}

export function useLead(id: string) {
  return useQuery(getLeadQueryOptions(id));
}
