import { useQueries, useQuery } from "@tanstack/react-query";
import type { DealList } from "@visadesk/contracts/deals";
import type { DeliveryList } from "@visadesk/contracts/deliveries";
import { getJson, withQuery } from "#lib/api.ts";

/** `GET /api/deals?leadId=`: every deal of the customer's lead (the first 100). */
export function useLeadDeals(leadId: string | null) {
  const url = withQuery("/api/deals", { leadId: leadId ?? undefined, limit: 100 });
  return useQuery({
    queryKey: ["/api/deals", { leadId, limit: 100 }],
    queryFn: () => getJson<DealList>(url),
    enabled: leadId !== null,
  });
}

/** `GET /api/deliveries?caseId=` for each of the customer's cases. */
export function useCaseDeliveries(caseIds: readonly string[]) {
  return useQueries({
    queries: caseIds.map((caseId) => ({
      queryKey: ["/api/deliveries", { caseId }],
      queryFn: () => getJson<DeliveryList>(withQuery("/api/deliveries", { caseId })),
    })),
  });
}
