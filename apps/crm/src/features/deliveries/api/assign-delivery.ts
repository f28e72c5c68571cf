import type { AssignBody } from "@visadesk/contracts/crm";
import { useDeliveryWrite } from "#features/deliveries/api/delivery-mutation.ts";
import { deliveryPath } from "#features/deliveries/api/get-delivery.ts";
import { sendJson } from "#lib/api.ts";

/** `POST /api/deliveries/:id/assign`: a username, or `null` to unassign. */
export function assignDelivery(id: string, body: AssignBody) {
  return sendJson("POST", `${deliveryPath(id)}/assign`, body);
}

export function useAssignDelivery(id: string) {
  return useDeliveryWrite(id, (body: AssignBody) => assignDelivery(id, body));
}
