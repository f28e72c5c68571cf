import type { CaseDecisionRequest } from "@visadesk/contracts/cases";
import { useCaseWrite } from "#features/cases/api/case-mutation.ts";
import { casePath } from "#features/cases/api/get-case.ts";
import { sendJson } from "#lib/api.ts";

/** `POST /api/cases/:id/decision`: approved, refused (with a reason code) or withdrawn. */
export function recordDecision(id: string, body: CaseDecisionRequest) {
  return sendJson("POST", `${casePath(id)}/decision`, body);
}

export function useRecordDecision(id: string) {
  return useCaseWrite(
    (_: CaseDecisionRequest) => id,
    (body) => recordDecision(id, body),
  );
}
