import { useQueryClient } from "@tanstack/react-query";
import type { UpdateLeadRequest } from "@visadesk/contracts/leads";
import { leadPath } from "#features/leads/api/get-lead.ts";
import { LEADS_PATH } from "#features/leads/api/get-leads.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";
import { useVersionedMutation } from "#lib/record-version.ts";

/** `PATCH /api/leads/:id`: corrects the lead's details or moves its next follow-up. */
export function updateLead(id: string, body: UpdateLeadRequest) {
  return sendJson("PATCH", leadPath(id), body);
}

export function useUpdateLead(id: string) {
  const queryClient = useQueryClient();
  return useVersionedMutation({
    pathOf: () => leadPath(id),
    send: (body: UpdateLeadRequest) => updateLead(id, body),
    onSuccess: () => invalidatePath(queryClient, LEADS_PATH),
  });
}
