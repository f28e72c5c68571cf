import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZCaseList } from "@visadesk/contracts/cases";
import { ZCustomerList } from "@visadesk/contracts/customers";
import { ZDealList } from "@visadesk/contracts/deals";
import { ZEnquiryList } from "@visadesk/contracts/enquiries";
import { ZLeadList } from "@visadesk/contracts/leads";
import { getJson, withQuery } from "#lib/api.ts";
import { formatRupees, humanise } from "#lib/format.ts";

/** Results per kind of record. */
export const SEARCH_LIMIT = 5;
export const SEARCH_MIN_LENGTH = 2;

export interface SearchHit {
  kind: "Lead" | "Enquiry" | "Deal" | "Customer" | "Case";
  id: string;
  title: string;
  detail: string;
  /** Where the hit opens. */
  to: string;
}

/**
 * One search across leads, enquiries, deals, customers and filing cases (name, phone, email, case number), through
 * each list's `?q=`:
 * the API has no single search endpoint. A kind the user may not list simply brings no hits.
 */
export async function searchRecords(q: string): Promise<SearchHit[]> {
  const params = { q, limit: SEARCH_LIMIT };
  const [leads, enquiries, deals, customers, cases] = await Promise.allSettled([
    getJson(withQuery("/api/leads", params), ZLeadList),
    getJson(withQuery("/api/enquiries", params), ZEnquiryList),
    getJson(withQuery("/api/deals", params), ZDealList),
    getJson(withQuery("/api/customers", params), ZCustomerList),
    getJson(withQuery("/api/cases", params), ZCaseList),
  ]);
  const all = [leads, enquiries, deals, customers, cases];
  if (all.every((result) => result.status === "rejected")) throw (leads as PromiseRejectedResult).reason;
  const hits: SearchHit[] = [];
  if (leads.status === "fulfilled") {
    for (const l of leads.value.items) {
      hits.push({
        kind: "Lead",
        id: l.id,
        title: l.name,
        detail: l.phone ?? l.email ?? l.status,
        to: `/crm/leads?id=${l.id}`,
      });
    }
  }
  if (enquiries.status === "fulfilled") {
    for (const e of enquiries.value.items) {
      hits.push({
        kind: "Enquiry",
        id: e.id,
        title: e.name,
        detail: e.reference,
        to: `/crm/enquiries?id=${e.id}`,
      });
    }
  }
  if (deals.status === "fulfilled") {
    for (const d of deals.value.items) {
      hits.push({
        kind: "Deal",
        id: d.id,
        title: d.clientName,
        detail: `${formatRupees(d.feeInr)} · ${humanise(d.stage)}`,
        to: `/crm/deals?id=${d.id}`,
      });
    }
  }
  if (customers.status === "fulfilled") {
    for (const c of customers.value.items) {
      hits.push({
        kind: "Customer",
        id: c.id,
        title: c.name,
        detail: c.phone ?? c.email ?? humanise(c.status),
        to: `/customers?id=${c.id}`,
      });
    }
  }
  if (cases.status === "fulfilled") {
    for (const c of cases.value.items) {
      hits.push({
        kind: "Case",
        id: c.id,
        title: c.caseNumber,
        detail: c.clientName,
        to: `/crm/filing-cases?id=${c.id}`,
      });
    }
  }
  return hits;
}

export function getSearchQueryOptions(q: string) {
  return queryOptions({ queryKey: ["/api/search", q], queryFn: () => searchRecords(q) });
}

export function useSearchRecords(q: string) {
  return useQuery({ ...getSearchQueryOptions(q), enabled: q.length >= SEARCH_MIN_LENGTH });
}
