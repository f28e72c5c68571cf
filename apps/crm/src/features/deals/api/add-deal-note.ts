import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddNoteBody } from "@visadesk/contracts/crm";
import { dealPath } from "#features/deals/api/get-deal.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";

/** `POST /api/deals/:id/notes`: a note, call or message on the deal's timeline. */
export function addDealNote(id: string, body: AddNoteBody) {
  return sendJson("POST", `${dealPath(id)}/notes`, body);
}

export function useAddDealNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddNoteBody) => addDealNote(id, body),
    onSuccess: () => invalidatePath(queryClient, dealPath(id)),
  });
}
