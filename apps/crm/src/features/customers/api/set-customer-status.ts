import { useQueryClient } from "@tanstack/react-query";
import type { CustomerStatusRequest } from "@visadesk/contracts/customers";
import { customerPath } from "#features/customers/api/get-customer.ts";
import { CUSTOMERS_PATH } from "#features/customers/api/get-customers.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";
import { useVersionedMutation } from "#lib/record-version.ts";

/** `POST /api/customers/:id/status`: archive or restore (admin and CEO). */
export function setCustomerStatus(id: string, body: CustomerStatusRequest) {
  return sendJson("POST", `${customerPath(id)}/status`, body);
}

export function useSetCustomerStatus(id: string) {
  const queryClient = useQueryClient();
  return useVersionedMutation({
    pathOf: () => customerPath(id),
    send: (body: CustomerStatusRequest) => setCustomerStatus(id, body),
    onSuccess: () => invalidatePath(queryClient, CUSTOMERS_PATH),
  });
}
