import type { Case } from "@visadesk/contracts/cases";
import type { AssignBody } from "@visadesk/contracts/crm";
import { casePath } from "#features/cases/api/get-case.ts";
import { requestJson } from "#lib/api.ts";
import { MY_DAY_PATHS, useRecordWrite } from "#lib/record-write.ts";

/** `POST /api/cases/:id/assign`: a username, or `null` to unassign; answers the case. */
export function assignCase(id: string, body: AssignBody) {
  return requestJson<Case>("POST", `${casePath(id)}/assign`, body);
}

export function useAssignCase(id: string) {
  return useRecordWrite({
    pathOf: () => casePath(id),
    send: (body: AssignBody) => assignCase(id, body),
    alsoChanges: () => MY_DAY_PATHS,
  });
}
