import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type CreateUserRequest,
  type UpdateUserRequest,
  ZCreatedUser,
  ZInvitationLink,
  ZUser,
} from "@visadesk/contracts/users";
import { invalidatePath, sendJson } from "#lib/api.ts";
import { USERS_PATH } from "#lib/users-api.ts";

const userPath = (username: string) => `${USERS_PATH}/${encodeURIComponent(username)}`;

/** `POST /api/users`: without a password the answer carries the invitation link. */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserRequest) => sendJson("POST", USERS_PATH, body, ZCreatedUser),
    onSuccess: () => invalidatePath(queryClient, USERS_PATH),
  });
}

/** `PATCH /api/users/:username`: role, name, or enabled/disabled (a disable ends the account's sessions). */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, body }: { username: string; body: UpdateUserRequest }) =>
      sendJson("PATCH", userPath(username), body, ZUser),
    onSuccess: () => invalidatePath(queryClient, USERS_PATH),
  });
}

/** `POST /api/users/:username/invitation`: a new one-time link (invitation, or reset once they signed in). */
export function useSendLink() {
  return useMutation({
    mutationFn: (username: string) =>
      sendJson("POST", `${userPath(username)}/invitation`, {}, ZInvitationLink),
  });
}

/** `POST /api/users/:username/customers`: links a customer account to a customer record. */
export function useLinkCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, customerId }: { username: string; customerId: string }) =>
      sendJson("POST", `${userPath(username)}/customers`, { customerId }, ZUser),
    onSuccess: () => invalidatePath(queryClient, USERS_PATH),
  });
}
