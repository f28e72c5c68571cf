import type { Case, CaseStatusRequest } from "@visadesk/contracts/cases";
import { showingCaseStatus } from "#features/cases/api/case-mutation.ts";
import { casePath } from "#features/cases/api/get-case.ts";
import { requestJson } from "#lib/api.ts";
import { MY_DAY_PATHS, useRecordWrite } from "#lib/record-write.ts";

/** `POST /api/cases/:id/status`: one step of the case's workflow (a 409 names the allowed ones); answers the case. */
export function changeCaseStatus(id: string, body: CaseStatusRequest) {
  return requestJson<Case>("POST", `${casePath(id)}/status`, body);
}

export function useChangeCaseStatus() {
  return useRecordWrite({
    pathOf: (body: CaseStatusRequest & { id: string }) => casePath(body.id),
    send: ({ id, ...body }) => changeCaseStatus(id, body),
    alsoChanges: (c) => [...showingCaseStatus(c), ...MY_DAY_PATHS],
  });
}
