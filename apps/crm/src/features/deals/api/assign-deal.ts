import { useQueryClient } from "@tanstack/react-query";
import type { AssignBody } from "@visadesk/contracts/crm";
import { dealPath } from "#features/deals/api/get-deal.ts";
import { DEALS_PATH } from "#features/deals/api/get-deals.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";
import { useVersionedMutation } from "#lib/record-version.ts";

/** `POST /api/deals/:id/assign`: a username, or `null` to unassign. */
export function assignDeal(id: string, body: AssignBody) {
  return sendJson("POST", `${dealPath(id)}/assign`, body);
}

export function useAssignDeal(id: string) {
  const queryClient = useQueryClient();
  return useVersionedMutation({
    pathOf: () => dealPath(id),
    send: (body: AssignBody) => assignDeal(id, body),
    onSuccess: () => invalidatePath(queryClient, DEALS_PATH),
  });
}
