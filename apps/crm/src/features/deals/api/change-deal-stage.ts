import type { Deal, DealStageRequest } from "@visadesk/contracts/deals";
import { dealPath } from "#features/deals/api/get-deal.ts";
import { requestJson } from "#lib/api.ts";
import { MY_DAY_PATHS, recordPath, useRecordWrite } from "#lib/record-write.ts";

/** `POST /api/deals/:id/stage`: an illegal move is a 409 naming the allowed ones; `lost` needs a reason. */
export function changeDealStage(id: string, body: DealStageRequest) {
  return requestJson<Deal>("POST", `${dealPath(id)}/stage`, body);
}

export function useChangeDealStage() {
  return useRecordWrite({
    pathOf: (body: DealStageRequest & { id: string }) => dealPath(body.id),
    send: ({ id, ...body }) => changeDealStage(id, body),
    // The lead's page lists its deals with their stage and fee.
    alsoChanges: (deal) => [recordPath("/api/leads", deal.leadId), ...MY_DAY_PATHS],
  });
}
