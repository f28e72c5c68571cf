import type { AddNoteBody } from "@visadesk/contracts/crm";
import type { Delivery } from "@visadesk/contracts/deliveries";
import { deliveryPath } from "#features/deliveries/api/get-delivery.ts";
import { requestJson } from "#lib/api.ts";
import { useRecordAddition } from "#lib/record-write.ts";

/** `POST /api/deliveries/:id/notes`: a note, call or message; `visibleToClient` shows it on the client's portal. */
export function addDeliveryNote(id: string, body: AddNoteBody) {
  return requestJson<Delivery>("POST", `${deliveryPath(id)}/notes`, body);
}

export function useAddDeliveryNote(id: string) {
  return useRecordAddition({
    pathOf: () => deliveryPath(id),
    send: (body: AddNoteBody) => addDeliveryNote(id, body),
  });
}
