import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddNoteBody } from "@visadesk/contracts/crm";
import { customerPath } from "#features/customers/api/get-customer.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";

/** `POST /api/customers/:id/notes`: a note, call or message on the customer's timeline. */
export function addCustomerNote(id: string, body: AddNoteBody) {
  return sendJson("POST", `${customerPath(id)}/notes`, body);
}

export function useAddCustomerNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddNoteBody) => addCustomerNote(id, body),
    onSuccess: () => invalidatePath(queryClient, customerPath(id)),
  });
}
