import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddNoteBody } from "@visadesk/contracts/crm";
import { leadPath } from "#features/leads/api/get-lead.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";

/** `POST /api/leads/:id/notes`: a note, call or message on the lead's timeline. */
export function addLeadNote(id: string, body: AddNoteBody) {
  return sendJson("POST", `${leadPath(id)}/notes`, body);
}

export function useAddLeadNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddNoteBody) => addLeadNote(id, body),
    onSuccess: () => invalidatePath(queryClient, leadPath(id)),
  });
}
