import type { AssignBody } from "@visadesk/contracts/crm";
import { useCaseWrite } from "#features/cases/api/case-mutation.ts";
import { casePath } from "#features/cases/api/get-case.ts";
import { sendJson } from "#lib/api.ts";

/** `POST /api/cases/:id/assign`: a username, or `null` to unassign. */
export function assignCase(id: string, body: AssignBody) {
  return sendJson("POST", `${casePath(id)}/assign`, body);
}

export function useAssignCase(id: string) {
  return useCaseWrite(
    (_: AssignBody) => id,
    (body) => assignCase(id, body),
  );
}
