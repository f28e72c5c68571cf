import { z } from "zod";
import { ZCaseListItem } from "#crm/cases.ts";
import { ZCustomerListItem } from "#crm/customers.ts";
import { ZDealListItem } from "#crm/deals.ts";
import { ZEnquiryListItem } from "#crm/enquiries.ts";
import { ZLeadListItem } from "#crm/leads.ts";

/** The most hits of each kind one search answers. */
export const SEARCH_KIND_LIMIT_MAX = 10;

/** `GET /api/search`: name, phone, email, reference or case number, at least 2 characters. */
export const ZSearchQuery = z.object({
  q: z.string().trim().min(2).max(100),
  /** Hits of each kind (default 5). */
  limit: z.coerce.number().int().min(1).max(SEARCH_KIND_LIMIT_MAX).default(5),
});
export type SearchQuery = z.infer<typeof ZSearchQuery>;

/**
 * The header search's one answer: the newest matching records of each kind, as each list shows them (the same
 * search as each list's `?q=`, in one request instead of five).
 */
export const ZSearchResult = z.object({
  leads: z.array(ZLeadListItem),
  enquiries: z.array(ZEnquiryListItem),
  deals: z.array(ZDealListItem),
  customers: z.array(ZCustomerListItem),
  cases: z.array(ZCaseListItem),
});
export type SearchResult = z.infer<typeof ZSearchResult>;
