import type { Delivery, UpdateDeliveryRequest } from "@visadesk/contracts/deliveries";
import { deliveryPath } from "#features/deliveries/api/get-delivery.ts";
import { requestJson } from "#lib/api.ts";
import { useRecordWrite } from "#lib/record-write.ts";

/** `PATCH /api/deliveries/:id`: the method, courier or tracking number; answers the delivery. */
export function updateDelivery(id: string, body: UpdateDeliveryRequest) {
  return requestJson<Delivery>("PATCH", deliveryPath(id), body);
}

export function useUpdateDelivery(id: string) {
  return useRecordWrite({
    pathOf: () => deliveryPath(id),
    send: (body: UpdateDeliveryRequest) => updateDelivery(id, body),
  });
}
