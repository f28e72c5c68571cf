import type { ChecklistStatusRequest } from "@visadesk/contracts/cases";
import { useCaseMutation } from "#features/cases/api/case-mutation.ts";
import { casePath } from "#features/cases/api/get-case.ts";
import { sendJson } from "#lib/api.ts";

/** `POST /api/cases/:id/checklist/:itemId/status`: received, verified, or rejected with a reason. */
export function setChecklistStatus(id: string, itemId: string, body: ChecklistStatusRequest) {
  return sendJson("POST", `${casePath(id)}/checklist/${encodeURIComponent(itemId)}/status`, body);
}

export function useSetChecklistStatus(id: string) {
  return useCaseMutation(({ itemId, ...body }: ChecklistStatusRequest & { itemId: string }) =>
    setChecklistStatus(id, itemId, body),
  );
}
