import type { SearchQuery, SearchResult } from "@visadesk/contracts/search";
import type { CrmActor } from "#crm/actors.ts";
import type { PagedQuery } from "#crm/list.ts";

/** A list as the search calls it: the newest `limit` records matching `q`, with the actor's scope. */
type Searchable<Item> = { list(actor: CrmActor, query: PagedQuery): Promise<{ items: Item[] }> };

/** The lists the header search reads. */
export interface SearchedLists {
  leads: Searchable<SearchResult["leads"][number]>;
  enquiries: Searchable<SearchResult["enquiries"][number]>;
  deals: Searchable<SearchResult["deals"][number]>;
  customers: Searchable<SearchResult["customers"][number]>;
  cases: Searchable<SearchResult["cases"][number]>;
}

/**
 * The header search: each list's own search (the same scope, plans and answers as `?q=` on it), newest first, all in
 * one request, so that a keystroke costs the browser one round trip and the server one session lookup.
 */
export function createSearchService(lists: SearchedLists) {
  return async function search(actor: CrmActor, { q, limit }: SearchQuery): Promise<SearchResult> {
    const query: PagedQuery = { q, limit, order: "desc", sort: "createdAt", count: false };
    const [leads, enquiries, deals, customers, cases] = await Promise.all([
      lists.leads.list(actor, query),
      lists.enquiries.list(actor, query),
      lists.deals.list(actor, query),
      lists.customers.list(actor, query),
      lists.cases.list(actor, query),
    ]);
    return {
      leads: leads.items,
      enquiries: enquiries.items,
      deals: deals.items,
      customers: customers.items,
      cases: cases.items,
    };
  };
}
