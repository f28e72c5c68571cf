import type { AddNoteBody } from "@visadesk/contracts/crm";
import type { Customer } from "@visadesk/contracts/customers";
import { customerPath } from "#features/customers/api/get-customer.ts";
import { requestJson } from "#lib/api.ts";
import { useRecordAddition } from "#lib/record-write.ts";

/** `POST /api/customers/:id/notes`: a note, call or message on the customer's timeline; answers the customer. */
export function addCustomerNote(id: string, body: AddNoteBody) {
  return requestJson<Customer>("POST", `${customerPath(id)}/notes`, body);
}

export function useAddCustomerNote(id: string) {
  return useRecordAddition({
    pathOf: () => customerPath(id),
    send: (body: AddNoteBody) => addCustomerNote(id, body),
  });
}
