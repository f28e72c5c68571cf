import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateLeadRequest, Lead } from "@visadesk/contracts/leads";
import { LEADS_PATH } from "#features/leads/api/get-leads.ts";
import { invalidatePath, requestJson } from "#lib/api.ts";

/** `POST /api/leads`: a lead entered by hand; a phone or email already on a lead is a 409. */
export function createLead(body: CreateLeadRequest) {
  return requestJson<Lead>("POST", LEADS_PATH, body);
}

export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLead,
    onSuccess: () => invalidatePath(queryClient, LEADS_PATH),
  });
}
