import { useQueryClient } from "@tanstack/react-query";
import type { AssignLinkedBody } from "@visadesk/contracts/crm";
import { leadPath } from "#features/leads/api/get-lead.ts";
import { LEADS_PATH } from "#features/leads/api/get-leads.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";
import { useVersionedMutation } from "#lib/record-version.ts";

/**
 * `POST /api/leads/:id/assign`: a username, or `null` to unassign (staff may take unassigned leads); `alsoLinked`
 * (default on) takes the lead's open enquiries along.
 */
export function assignLead(id: string, body: AssignLinkedBody) {
  return sendJson("POST", `${leadPath(id)}/assign`, body);
}

export function useAssignLead(id: string) {
  const queryClient = useQueryClient();
  return useVersionedMutation({
    pathOf: () => leadPath(id),
    send: (body: AssignLinkedBody) => assignLead(id, body),
    onSuccess: () => invalidatePath(queryClient, LEADS_PATH),
  });
}
