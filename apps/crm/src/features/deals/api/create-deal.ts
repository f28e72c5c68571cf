import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CreateDealRequest, ZDeal } from "@visadesk/contracts/deals";
import { DEALS_PATH } from "#features/deals/api/get-deals.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";

/** `POST /api/deals`: a new offer to a lead, also one already converted (a returning client's next visa). */
export async function createDeal(body: CreateDealRequest) {
  const deal = await sendJson("POST", DEALS_PATH, body, ZDeal);
  if (!deal) throw new Error("The server did not return the new deal");
  return deal;
}

export function useCreateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeal,
    onSuccess: async () => {
      await invalidatePath(queryClient, DEALS_PATH);
      await invalidatePath(queryClient, "/api/leads");
    },
  });
}
