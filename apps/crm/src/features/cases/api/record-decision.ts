import type { Case, CaseDecisionRequest } from "@visadesk/contracts/cases";
import { showingCaseStatus } from "#features/cases/api/case-mutation.ts";
import { casePath } from "#features/cases/api/get-case.ts";
import { requestJson } from "#lib/api.ts";
import { MY_DAY_PATHS, useRecordWrite } from "#lib/record-write.ts";

/** `POST /api/cases/:id/decision`: approved, refused (with a reason code) or withdrawn; answers the case. */
export function recordDecision(id: string, body: CaseDecisionRequest) {
  return requestJson<Case>("POST", `${casePath(id)}/decision`, body);
}

export function useRecordDecision(id: string) {
  return useRecordWrite({
    pathOf: () => casePath(id),
    send: (body: CaseDecisionRequest) => recordDecision(id, body),
    // An approval opens the delivery, with the passport at the embassy; a refusal's appeal deadline is on My day.
    alsoChanges: (c) => [
      ...showingCaseStatus(c),
      ...MY_DAY_PATHS,
      "/api/deliveries",
      "/api/deliveries/custody",
    ],
  });
}
