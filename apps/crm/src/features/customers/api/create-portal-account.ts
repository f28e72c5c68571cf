import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateUserRequest } from "@visadesk/contracts/users";
import { CUSTOMERS_PATH } from "#features/customers/api/get-customers.ts";
import { updateCustomer } from "#features/customers/api/update-customer.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";
import { USERS_PATH } from "#lib/users-api.ts";

export interface PortalAccountInput {
  username: string;
  name: string;
  password: string;
}

/**
 * Creates the client's portal account (`POST /api/users`, role customer) and links it to the customer
 * (`PATCH /api/customers/:id`). Admin and CEO only; the server refuses anyone else.
 */
export async function createPortalAccount(customerId: string, input: PortalAccountInput) {
  const body: CreateUserRequest = { ...input, role: "customer" };
  await sendJson("POST", USERS_PATH, body);
  await updateCustomer(customerId, { portalUsername: input.username });
}

export function useCreatePortalAccount(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PortalAccountInput) => createPortalAccount(customerId, input),
    onSuccess: async () => {
      await invalidatePath(queryClient, CUSTOMERS_PATH);
      await invalidatePath(queryClient, USERS_PATH);
    },
  });
}
