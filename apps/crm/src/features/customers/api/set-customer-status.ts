import type { Customer, CustomerStatusRequest } from "@visadesk/contracts/customers";
import { customerPath } from "#features/customers/api/get-customer.ts";
import { requestJson } from "#lib/api.ts";
import { useRecordWrite } from "#lib/record-write.ts";

/** `POST /api/customers/:id/status`: archive or restore (admin and CEO); answers the customer. */
export function setCustomerStatus(id: string, body: CustomerStatusRequest) {
  return requestJson<Customer>("POST", `${customerPath(id)}/status`, body);
}

export function useSetCustomerStatus(id: string) {
  return useRecordWrite({
    pathOf: () => customerPath(id),
    send: (body: CustomerStatusRequest) => setCustomerStatus(id, body),
  });
}
