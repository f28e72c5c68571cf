import { useQueryClient } from "@tanstack/react-query";
import type { WinDealResult } from "@visadesk/contracts/deals";
import { dealPath } from "#features/deals/api/get-deal.ts";
import { DEALS_PATH } from "#features/deals/api/get-deals.ts";
import { invalidatePath, requestJson } from "#lib/api.ts";
import { useVersionedMutation } from "#lib/record-version.ts";

/** `POST /api/deals/:id/win`: creates the customer (if none) and the filing case, and answers with their ids. */
export function winDeal(id: string, expectedVersion?: number) {
  return requestJson<WinDealResult>("POST", `${dealPath(id)}/win`, { expectedVersion });
}

export function useWinDeal() {
  const queryClient = useQueryClient();
  return useVersionedMutation({
    pathOf: (body: { id: string }) => dealPath(body.id),
    send: (body) => winDeal(body.id, body.expectedVersion),
    onSuccess: async () => {
      await invalidatePath(queryClient, DEALS_PATH);
      await invalidatePath(queryClient, "/api/customers");
      await invalidatePath(queryClient, "/api/leads");
    },
  });
}
