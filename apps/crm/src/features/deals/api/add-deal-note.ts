import type { AddNoteBody } from "@visadesk/contracts/crm";
import type { Deal } from "@visadesk/contracts/deals";
import { dealPath } from "#features/deals/api/get-deal.ts";
import { requestJson } from "#lib/api.ts";
import { useRecordAddition } from "#lib/record-write.ts";

/** `POST /api/deals/:id/notes`: a note, call or message on the deal's timeline; answers the deal. */
export function addDealNote(id: string, body: AddNoteBody) {
  return requestJson<Deal>("POST", `${dealPath(id)}/notes`, body);
}

export function useAddDealNote(id: string) {
  return useRecordAddition({
    pathOf: () => dealPath(id),
    send: (body: AddNoteBody) => addDealNote(id, body),
  });
}
