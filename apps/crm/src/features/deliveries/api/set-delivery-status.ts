import type { DeliveryStatusRequest } from "@visadesk/contracts/deliveries";
import { useDeliveryWrite } from "#features/deliveries/api/delivery-mutation.ts";
import { deliveryPath } from "#features/deliveries/api/get-delivery.ts";
import { sendJson } from "#lib/api.ts";

/** `POST /api/deliveries/:id/status`: one hand-off of the passport, naming who holds it now. */
export function setDeliveryStatus(id: string, body: DeliveryStatusRequest) {
  return sendJson("POST", `${deliveryPath(id)}/status`, body);
}

export function useSetDeliveryStatus(id: string) {
  return useDeliveryWrite(id, (body: DeliveryStatusRequest) => setDeliveryStatus(id, body));
}
