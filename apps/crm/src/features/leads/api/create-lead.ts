import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CreateLeadRequest, ZLead } from "@visadesk/contracts/leads";
import { LEADS_PATH } from "#features/leads/api/get-leads.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";

/** `POST /api/leads`: a lead entered by hand; a phone or email already on a lead is a 409. */
export async function createLead(body: CreateLeadRequest) {
  const created = await sendJson("POST", LEADS_PATH, body, ZLead.pick({ id: true, name: true }).loose());
  if (!created) throw new Error("The server did not return the new lead");
  return created;
}

export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLead,
    onSuccess: () => invalidatePath(queryClient, LEADS_PATH),
  });
}
