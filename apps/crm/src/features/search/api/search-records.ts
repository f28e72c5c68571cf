import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SearchResult } from "@visadesk/contracts/search";
import { getJson, withQuery } from "#lib/api.ts";
import { formatRupees, humanise } from "#lib/format.ts";

/** Results per kind of record. */
export const SEARCH_LIMIT = 5;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_PATH = "/api/search";

export interface SearchHit {
  kind: "Lead" | "Enquiry" | "Deal" | "Customer" | "Case";
  id: string;
  title: string;
  detail: string;
  /** Where the hit opens. */
  to: string;
}

/**
 * One search across leads, enquiries, deals, customers and filing cases (name, phone, email, reference, case
 * number): `GET /api/search`, one request whatever the number of kinds, each kind as its list's `?q=` finds it.
 */
export async function searchRecords(q: string): Promise<SearchHit[]> {
  const found = await getJson<SearchResult>(withQuery(SEARCH_PATH, { q, limit: SEARCH_LIMIT }));
  const hits: SearchHit[] = [];
  for (const l of found.leads) {
    hits.push({
      kind: "Lead",
      id: l.id,
      title: l.name,
      detail: l.phoneDisplay ?? l.phone ?? l.email ?? l.status,
      to: `/crm/leads?id=${l.id}`,
    });
  }
  for (const e of found.enquiries) {
    hits.push({
      kind: "Enquiry",
      id: e.id,
      title: e.name,
      detail: e.reference,
      to: `/crm/enquiries?id=${e.id}`,
    });
  }
  for (const d of found.deals) {
    hits.push({
      kind: "Deal",
      id: d.id,
      title: d.clientName,
      detail: `${formatRupees(d.feeInr)} · ${humanise(d.stage)}`,
      to: `/crm/deals?id=${d.id}`,
    });
  }
  for (const c of found.customers) {
    hits.push({
      kind: "Customer",
      id: c.id,
      title: c.name,
      detail: c.phoneDisplay ?? c.phone ?? c.email ?? humanise(c.status),
      to: `/customers?id=${c.id}`,
    });
  }
  for (const c of found.cases) {
    hits.push({
      kind: "Case",
      id: c.id,
      title: c.caseNumber,
      detail: c.clientName,
      to: `/crm/filing-cases?id=${c.id}`,
    });
  }
  return hits;
}

export function getSearchQueryOptions(q: string) {
  return queryOptions({ queryKey: [SEARCH_PATH, q], queryFn: () => searchRecords(q) });
}

export function useSearchRecords(q: string) {
  return useQuery({ ...getSearchQueryOptions(q), enabled: q.length >= SEARCH_MIN_LENGTH });
}
