import { useQueryClient } from "@tanstack/react-query";
import type { DealStageRequest } from "@visadesk/contracts/deals";
import { dealPath } from "#features/deals/api/get-deal.ts";
import { DEALS_PATH } from "#features/deals/api/get-deals.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";
import { useVersionedMutation } from "#lib/record-version.ts";

/** `POST /api/deals/:id/stage`: an illegal move is a 409 naming the allowed ones; `lost` needs a reason. */
export function changeDealStage(id: string, body: DealStageRequest) {
  return sendJson("POST", `${dealPath(id)}/stage`, body);
}

export function useChangeDealStage() {
  const queryClient = useQueryClient();
  return useVersionedMutation({
    pathOf: (body: DealStageRequest & { id: string }) => dealPath(body.id),
    send: ({ id, ...body }) => changeDealStage(id, body),
    onSuccess: async () => {
      await invalidatePath(queryClient, DEALS_PATH);
      await invalidatePath(queryClient, "/api/leads");
    },
  });
}
