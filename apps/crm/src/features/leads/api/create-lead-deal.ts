import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateDealRequest, Deal } from "@visadesk/contracts/deals";
import { leadPath } from "#features/leads/api/get-lead.ts";
import { LEADS_PATH } from "#features/leads/api/get-leads.ts";
import { invalidatePath, requestJson } from "#lib/api.ts";

/** `POST /api/deals` for this lead: another visa for a returning client (a converted lead keeps its status). */
export function createLeadDeal(body: CreateDealRequest) {
  return requestJson<Deal>("POST", "/api/deals", body);
}

export function useCreateLeadDeal(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateDealRequest, "leadId">) => createLeadDeal({ ...body, leadId }),
    onSuccess: async () => {
      await invalidatePath(queryClient, leadPath(leadId));
      await invalidatePath(queryClient, LEADS_PATH);
      await invalidatePath(queryClient, "/api/deals");
    },
  });
}
