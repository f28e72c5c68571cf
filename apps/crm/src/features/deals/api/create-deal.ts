import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateDealRequest, Deal } from "@visadesk/contracts/deals";
import { DEALS_PATH } from "#features/deals/api/get-deals.ts";
import { invalidatePath, requestJson } from "#lib/api.ts";

/** `POST /api/deals`: a new offer to a lead, also one already converted (a returning client's next visa). */
export function createDeal(body: CreateDealRequest) {
  return requestJson<Deal>("POST", DEALS_PATH, body);
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
