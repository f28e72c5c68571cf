import type { CaseStatusRequest } from "@visadesk/contracts/cases";
import { useCaseWrite } from "#features/cases/api/case-mutation.ts";
import { casePath } from "#features/cases/api/get-case.ts";
import { sendJson } from "#lib/api.ts";

/** `POST /api/cases/:id/status`: one step of the case's workflow (a 409 names the allowed ones). */
export function changeCaseStatus(id: string, body: CaseStatusRequest) {
  return sendJson("POST", `${casePath(id)}/status`, body);
}

export function useChangeCaseStatus() {
  return useCaseWrite(
    (body: CaseStatusRequest & { id: string }) => body.id,
    ({ id, ...body }) => changeCaseStatus(id, body),
  );
}
