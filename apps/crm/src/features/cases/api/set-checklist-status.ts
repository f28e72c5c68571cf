import type { Case, ChecklistStatusRequest } from "@visadesk/contracts/cases";
import { showingCaseStatus, showingPassport } from "#features/cases/api/case-mutation.ts";
import { casePath } from "#features/cases/api/get-case.ts";
import { CASES_PATH } from "#features/cases/api/get-cases.ts";
import { requestJson } from "#lib/api.ts";
import { MY_DAY_PATHS, useRecordAddition } from "#lib/record-write.ts";

/** `POST /api/cases/:id/checklist/:itemId/status`: received, verified, or rejected with a reason; answers the case. */
export function setChecklistStatus(id: string, itemId: string, body: ChecklistStatusRequest) {
  return requestJson<Case>("POST", `${casePath(id)}/checklist/${encodeURIComponent(itemId)}/status`, body);
}

export function useSetChecklistStatus(id: string) {
  return useRecordAddition({
    pathOf: () => casePath(id),
    send: ({ itemId, ...body }: ChecklistStatusRequest & { itemId: string }) =>
      setChecklistStatus(id, itemId, body),
    // Reopening a required document sends a complete case back to documents pending.
    alsoChanges: (c, body) => [
      CASES_PATH,
      ...showingCaseStatus(c),
      ...MY_DAY_PATHS,
      ...(body.expiresOn === undefined ? [] : showingPassport(c)),
    ],
  });
}
