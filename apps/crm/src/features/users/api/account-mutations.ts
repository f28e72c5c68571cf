import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CreatedUser,
  CreateUserRequest,
  InvitationLink,
  UpdateUserRequest,
  User,
} from "@visadesk/contracts/users";
import { invalidatePath, requestJson } from "#lib/api.ts";
import { USERS_PATH } from "#lib/users-api.ts";

const userPath = (username: string) => `${USERS_PATH}/${encodeURIComponent(username)}`;

/** `POST /api/users`: without a password the answer carries the invitation link. */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserRequest) => requestJson<CreatedUser>("POST", USERS_PATH, body),
    onSuccess: () => invalidatePath(queryClient, USERS_PATH),
  });
}

/** `PATCH /api/users/:username`: role, name, or enabled/disabled (a disable ends the account's sessions). */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, body }: { username: string; body: UpdateUserRequest }) =>
      requestJson<User>("PATCH", userPath(username), body),
    onSuccess: () => invalidatePath(queryClient, USERS_PATH),
  });
}

/** `POST /api/users/:username/invitation`: a new one-time link (invitation, or reset once they signed in). */
export function useSendLink() {
  return useMutation({
    mutationFn: (username: string) =>
      requestJson<InvitationLink>("POST", `${userPath(username)}/invitation`, {}),
  });
}

/** `POST /api/users/:username/customers`: links a customer account to a customer record. */
export function useLinkCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, customerId }: { username: string; customerId: string }) =>
      requestJson<User>("POST", `${userPath(username)}/customers`, { customerId }),
    onSuccess: () => invalidatePath(queryClient, USERS_PATH),
  });
}
