import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AssignBody } from "@visadesk/contracts/crm";
import { leadPath } from "#features/leads/api/get-lead.ts";
import { LEADS_PATH } from "#features/leads/api/get-leads.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";

/** `POST /api/leads/:id/assign`: a username, or `null` to unassign (staff may take unassigned leads). */
export function assignLead(id: string, body: AssignBody) {
  return sendJson("POST", `${leadPath(id)}/assign`, body);
}

export function useAssignLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignBody) => assignLead(id, body),
    onSuccess: () => invalidatePath(queryClient, LEADS_PATH),
  });
}
