import type { AssignBody } from "@visadesk/contracts/crm";
import type { Delivery } from "@visadesk/contracts/deliveries";
import { deliveryPath } from "#features/deliveries/api/get-delivery.ts";
import { requestJson } from "#lib/api.ts";
import { MY_DAY_PATHS, useRecordWrite } from "#lib/record-write.ts";

/** `POST /api/deliveries/:id/assign`: a username, or `null` to unassign; answers the delivery. */
export function assignDelivery(id: string, body: AssignBody) {
  return requestJson<Delivery>("POST", `${deliveryPath(id)}/assign`, body);
}

export function useAssignDelivery(id: string) {
  return useRecordWrite({
    pathOf: () => deliveryPath(id),
    send: (body: AssignBody) => assignDelivery(id, body),
    alsoChanges: () => MY_DAY_PATHS,
  });
}
