import type { Delivery, DeliveryStatusRequest } from "@visadesk/contracts/deliveries";
import { deliveryPath } from "#features/deliveries/api/get-delivery.ts";
import { CUSTODY_PATH } from "#features/deliveries/api/get-held-passports.ts";
import { requestJson } from "#lib/api.ts";
import { MY_DAY_PATHS, useRecordWrite } from "#lib/record-write.ts";

/** `POST /api/deliveries/:id/status`: one hand-off of the passport, naming who holds it now; answers the delivery. */
export function setDeliveryStatus(id: string, body: DeliveryStatusRequest) {
  return requestJson<Delivery>("POST", `${deliveryPath(id)}/status`, body);
}

export function useSetDeliveryStatus(id: string) {
  return useRecordWrite({
    pathOf: () => deliveryPath(id),
    send: (body: DeliveryStatusRequest) => setDeliveryStatus(id, body),
    // The custody view lists the passports held and their holders; the workflow figures count them by state.
    alsoChanges: () => [CUSTODY_PATH, ...MY_DAY_PATHS],
  });
}
