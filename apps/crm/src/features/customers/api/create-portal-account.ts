import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatedUser, CreateUserRequest, InvitationLink } from "@visadesk/contracts/users";
import { CUSTOMERS_PATH } from "#features/customers/api/get-customers.ts";
import { invalidatePath, requestJson } from "#lib/api.ts";
import { USERS_PATH } from "#lib/users-api.ts";

export interface PortalAccountInput {
  username: string;
  name: string;
}

/**
 * Creates the client's portal account (`POST /api/users`, role customer) linked to the customer in the same step,
 * and returns its one-time invitation link (72 hours) for the client to choose a password. Admin and CEO only.
 */
export async function createPortalAccount(
  customerId: string,
  input: PortalAccountInput,
): Promise<InvitationLink> {
  const body: CreateUserRequest = { ...input, role: "customer", customerId };
  const created = await requestJson<CreatedUser>("POST", USERS_PATH, body);
  if (!created.invitation) throw new Error("The account was created without an invitation link");
  return created.invitation;
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
