import { useQueryClient } from "@tanstack/react-query";
import type { UpdateCustomerRequest } from "@visadesk/contracts/customers";
import { customerPath } from "#features/customers/api/get-customer.ts";
import { CUSTOMERS_PATH } from "#features/customers/api/get-customers.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";
import { useVersionedMutation } from "#lib/record-version.ts";

/** `PATCH /api/customers/:id`: corrects contact and passport details, or links the portal account. */
export function updateCustomer(id: string, body: UpdateCustomerRequest) {
  return sendJson("PATCH", customerPath(id), body);
}

export function useUpdateCustomer(id: string) {
  const queryClient = useQueryClient();
  return useVersionedMutation({
    pathOf: () => customerPath(id),
    send: (body: UpdateCustomerRequest) => updateCustomer(id, body),
    onSuccess: () => invalidatePath(queryClient, CUSTOMERS_PATH),
  });
}
