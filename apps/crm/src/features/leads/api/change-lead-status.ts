import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LeadStatusRequest } from "@visadesk/contracts/leads";
import { leadPath } from "#features/leads/api/get-lead.ts";
import { LEADS_PATH } from "#features/leads/api/get-leads.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";
import { refetchWhenChanged, shownVersion } from "#lib/record-version.ts";

/** `POST /api/leads/:id/status`: an illegal move is a 409 naming the allowed ones; `lost` needs a reason. */
export function changeLeadStatus(id: string, body: LeadStatusRequest) {
  return sendJson("POST", `${leadPath(id)}/status`, body);
}

export function useChangeLeadStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The version on screen goes with the write; a refusal refetches the record so the change can be redone.
    mutationFn: (body: LeadStatusRequest) =>
      changeLeadStatus(id, { ...body, expectedVersion: shownVersion(queryClient, leadPath(id)) }),
    onError: refetchWhenChanged(queryClient, leadPath(id)),
    onSuccess: () => invalidatePath(queryClient, LEADS_PATH),
  });
}
