import type { Case, UpdateCaseRequest } from "@visadesk/contracts/cases";
import { casePath } from "#features/cases/api/get-case.ts";
import { requestJson } from "#lib/api.ts";
import { MY_DAY_PATHS, useRecordWrite } from "#lib/record-write.ts";

/** `PATCH /api/cases/:id`: key dates, destination and visa type; answers the case. */
export function updateCase(id: string, body: UpdateCaseRequest) {
  return requestJson<Case>("PATCH", casePath(id), body);
}

export function useUpdateCase(id: string) {
  return useRecordWrite({
    pathOf: () => casePath(id),
    send: (body: UpdateCaseRequest) => updateCase(id, body),
    // My day shows the key dates coming and the appeal deadlines.
    alsoChanges: () => MY_DAY_PATHS,
  });
}
