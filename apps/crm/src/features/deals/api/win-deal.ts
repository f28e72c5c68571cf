import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZWinDealResult } from "@visadesk/contracts/deals";
import { dealPath } from "#features/deals/api/get-deal.ts";
import { DEALS_PATH } from "#features/deals/api/get-deals.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";

/** `POST /api/deals/:id/win`: creates the customer (if none) and the filing case, and answers with their ids. */
export async function winDeal(id: string) {
  const result = await sendJson("POST", `${dealPath(id)}/win`, {}, ZWinDealResult);
  if (!result) throw new Error("The server did not say which customer and case the win created");
  return result;
}

export function useWinDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => winDeal(id),
    onSuccess: async () => {
      await invalidatePath(queryClient, DEALS_PATH);
      await invalidatePath(queryClient, "/api/customers");
      await invalidatePath(queryClient, "/api/leads");
    },
  });
}
