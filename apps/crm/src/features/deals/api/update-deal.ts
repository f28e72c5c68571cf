import type { Deal, UpdateDealRequest } from "@visadesk/contracts/deals";
import { dealPath } from "#features/deals/api/get-deal.ts";
import { requestJson } from "#lib/api.ts";
import { recordPath, useRecordWrite } from "#lib/record-write.ts";

/** `PATCH /api/deals/:id`: the quote (fees, service, expected close) while the deal is open; answers the deal. */
export function updateDeal(id: string, body: UpdateDealRequest) {
  return requestJson<Deal>("PATCH", dealPath(id), body);
}

export function useUpdateDeal(id: string) {
  return useRecordWrite({
    pathOf: () => dealPath(id),
    send: (body: UpdateDealRequest) => updateDeal(id, body),
    // The lead's page lists its deals with their stage and fee.
    alsoChanges: (deal) => [recordPath("/api/leads", deal.leadId)],
  });
}
