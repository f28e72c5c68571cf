import { useQuery } from "@tanstack/react-query";
import type { CustomerList } from "@visadesk/contracts/customers";
import { getJson, withQuery } from "#lib/api.ts";

/** Customer records matching `q` that have no portal account yet, for linking one. */
export function useUnlinkedCustomers(q: string, enabled: boolean) {
  const url = withQuery("/api/customers", { q: q.trim() || undefined, limit: 20 });
  return useQuery({
    queryKey: [url],
    queryFn: () => getJson<CustomerList>(url),
    enabled,
    select: (page) => page.items.filter((c) => c.portalUsername === null),
  });
}
