import type { AddNoteBody } from "@visadesk/contracts/crm";
import type { Lead } from "@visadesk/contracts/leads";
import { leadPath } from "#features/leads/api/get-lead.ts";
import { requestJson } from "#lib/api.ts";
import { useRecordAddition } from "#lib/record-write.ts";

/** `POST /api/leads/:id/notes`: a note, call or message on the lead's timeline; answers the lead. */
export function addLeadNote(id: string, body: AddNoteBody) {
  return requestJson<Lead>("POST", `${leadPath(id)}/notes`, body);
}

export function useAddLeadNote(id: string) {
  return useRecordAddition({
    pathOf: () => leadPath(id),
    send: (body: AddNoteBody) => addLeadNote(id, body),
  });
}
