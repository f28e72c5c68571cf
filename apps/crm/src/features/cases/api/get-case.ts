import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Case } from "@visadesk/contracts/cases";
import { getJson } from "#lib/api.ts";

export const casePath = (id: string) => `/api/cases/${encodeURIComponent(id)}`;

/** `GET /api/cases/:id`: the case with its checklist, linked cases and timeline. */
export function getCase(id: string) {
  return getJson<Case>(casePath(id));
}

export function getCaseQueryOptions(id: string) {
  return queryOptions({ queryKey: [casePath(id)], queryFn: () => getCase(id) });
}

export function useCase(id: string) {
  return useQuery(getCaseQueryOptions(id));
}
