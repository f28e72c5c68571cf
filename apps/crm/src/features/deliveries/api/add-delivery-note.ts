import type { AddNoteBody } from "@visadesk/contracts/crm";
import { useDeliveryMutation } from "#features/deliveries/api/delivery-mutation.ts";
import { deliveryPath } from "#features/deliveries/api/get-delivery.ts";
import { sendJson } from "#lib/api.ts";

/** `POST /api/deliveries/:id/notes`: a note, call or message; `visibleToClient` shows it on the client's portal. */
export function addDeliveryNote(id: string, body: AddNoteBody) {
  return sendJson("POST", `${deliveryPath(id)}/notes`, body);
}

export function useAddDeliveryNote(id: string) {
  return useDeliveryMutation((body: AddNoteBody) => addDeliveryNote(id, body));
}
