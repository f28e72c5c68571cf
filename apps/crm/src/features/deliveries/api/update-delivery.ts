import type { UpdateDeliveryRequest } from "@visadesk/contracts/deliveries";
import { useDeliveryWrite } from "#features/deliveries/api/delivery-mutation.ts";
import { deliveryPath } from "#features/deliveries/api/get-delivery.ts";
import { sendJson } from "#lib/api.ts";

/** `PATCH /api/deliveries/:id`: the method, courier or tracking number. */
export function updateDelivery(id: string, body: UpdateDeliveryRequest) {
  return sendJson("PATCH", deliveryPath(id), body);
}

export function useUpdateDelivery(id: string) {
  return useDeliveryWrite(id, (body: UpdateDeliveryRequest) => updateDelivery(id, body));
}
