import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddNoteBody } from "@visadesk/contracts/crm";
import { enquiryPath } from "#features/enquiries/api/get-enquiry.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";

/** `POST /api/enquiries/:id/notes`: a note, call or message on the enquiry's timeline. */
export function addEnquiryNote(id: string, body: AddNoteBody) {
  return sendJson("POST", `${enquiryPath(id)}/notes`, body);
}

export function useAddEnquiryNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddNoteBody) => addEnquiryNote(id, body),
    onSuccess: () => invalidatePath(queryClient, enquiryPath(id)),
  });
}
