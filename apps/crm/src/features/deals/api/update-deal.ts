import { useQueryClient } from "@tanstack/react-query";
import type { UpdateDealRequest } from "@visadesk/contracts/deals";
import { dealPath } from "#features/deals/api/get-deal.ts";
import { DEALS_PATH } from "#features/deals/api/get-deals.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";
import { useVersionedMutation } from "#lib/record-version.ts";

/** `PATCH /api/deals/:id`: the quote (fees, service, expected close) while the deal is open. */
export function updateDeal(id: string, body: UpdateDealRequest) {
  return sendJson("PATCH", dealPath(id), body);
}

export function useUpdateDeal(id: string) {
  const queryClient = useQueryClient();
  return useVersionedMutation({
    pathOf: () => dealPath(id),
    send: (body: UpdateDealRequest) => updateDeal(id, body),
    onSuccess: () => invalidatePath(queryClient, DEALS_PATH),
  });
}
