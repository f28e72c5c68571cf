import type { CreateChecklistItemRequest } from "@visadesk/contracts/cases";
import { useCaseMutation } from "#features/cases/api/case-mutation.ts";
import { casePath } from "#features/cases/api/get-case.ts";
import { sendJson } from "#lib/api.ts";

/** `POST /api/cases/:id/checklist`: asks for one more document. */
export function addChecklistItem(id: string, body: CreateChecklistItemRequest) {
  return sendJson("POST", `${casePath(id)}/checklist`, body);
}

export function useAddChecklistItem(id: string) {
  return useCaseMutation((body: CreateChecklistItemRequest) => addChecklistItem(id, body));
}
