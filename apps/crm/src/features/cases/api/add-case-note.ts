import type { AddNoteBody } from "@visadesk/contracts/crm";
import { useCaseMutation } from "#features/cases/api/case-mutation.ts";
import { casePath } from "#features/cases/api/get-case.ts";
import { sendJson } from "#lib/api.ts";

/** `POST /api/cases/:id/notes`: a note, call or message; `visibleToClient` shows it on the client's portal. */
export function addCaseNote(id: string, body: AddNoteBody) {
  return sendJson("POST", `${casePath(id)}/notes`, body);
}

export function useAddCaseNote(id: string) {
  return useCaseMutation((body: AddNoteBody) => addCaseNote(id, body));
}
