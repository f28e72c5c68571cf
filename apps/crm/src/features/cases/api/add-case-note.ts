import type { Case } from "@visadesk/contracts/cases";
import type { AddNoteBody } from "@visadesk/contracts/crm";
import { casePath } from "#features/cases/api/get-case.ts";
import { requestJson } from "#lib/api.ts";
import { useRecordAddition } from "#lib/record-write.ts";

/** `POST /api/cases/:id/notes`: a note, call or message; `visibleToClient` shows it on the client's portal. */
export function addCaseNote(id: string, body: AddNoteBody) {
  return requestJson<Case>("POST", `${casePath(id)}/notes`, body);
}

export function useAddCaseNote(id: string) {
  return useRecordAddition({
    pathOf: () => casePath(id),
    send: (body: AddNoteBody) => addCaseNote(id, body),
  });
}
