import type { Case, CreateChecklistItemRequest } from "@visadesk/contracts/cases";
import { showingPassport } from "#features/cases/api/case-mutation.ts";
import { casePath } from "#features/cases/api/get-case.ts";
import { requestJson } from "#lib/api.ts";
import { useRecordAddition } from "#lib/record-write.ts";

/** `POST /api/cases/:id/checklist`: asks for one more document; answers the case. */
export function addChecklistItem(id: string, body: CreateChecklistItemRequest) {
  return requestJson<Case>("POST", `${casePath(id)}/checklist`, body);
}

export function useAddChecklistItem(id: string) {
  return useRecordAddition({
    pathOf: () => casePath(id),
    send: (body: CreateChecklistItemRequest) => addChecklistItem(id, body),
    alsoChanges: (c, body) => (body.expiresOn === undefined ? [] : showingPassport(c)),
  });
}
