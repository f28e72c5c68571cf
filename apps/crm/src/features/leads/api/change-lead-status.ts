import { useQueryClient } from "@tanstack/react-query";
import type { LeadStatusRequest } from "@visadesk/contracts/leads";
import { leadPath } from "#features/leads/api/get-lead.ts";
import { LEADS_PATH } from "#features/leads/api/get-leads.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";
import { useVersionedMutation } from "#lib/record-version.ts";

/** `POST /api/leads/:id/status`: an illegal move is a 409 naming the allowed ones; `lost` needs a reason. */
export function changeLeadStatus(id: string, body: LeadStatusRequest) {
  return sendJson("POST", `${leadPath(id)}/status`, body);
}

export function useChangeLeadStatus(id: string) {
  const queryClient = useQueryClient();
  return useVersionedMutation({
    pathOf: () => leadPath(id),
    send: (body: LeadStatusRequest) => changeLeadStatus(id, body),
    onSuccess: () => invalidatePath(queryClient, LEADS_PATH),
  });
}
