import { useQueryClient } from "@tanstack/react-query";
import type { AssignBody } from "@visadesk/contracts/crm";
import { customerPath } from "#features/customers/api/get-customer.ts";
import { CUSTOMERS_PATH } from "#features/customers/api/get-customers.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";
import { useVersionedMutation } from "#lib/record-version.ts";

/** `POST /api/customers/:id/assign`: a username, or `null` to unassign. */
export function assignCustomer(id: string, body: AssignBody) {
  return sendJson("POST", `${customerPath(id)}/assign`, body);
}

export function useAssignCustomer(id: string) {
  const queryClient = useQueryClient();
  return useVersionedMutation({
    pathOf: () => customerPath(id),
    send: (body: AssignBody) => assignCustomer(id, body),
    onSuccess: () => invalidatePath(queryClient, CUSTOMERS_PATH),
  });
}
