import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserList } from "@visadesk/contracts/users";
import { getJson } from "#lib/api.ts";

export const USERS_PATH = "/api/users";

/** `GET /api/users` (admin and CEO): the accounts records can be assigned to. */
export function getUsersQueryOptions() {
  return queryOptions({ queryKey: [USERS_PATH], queryFn: () => getJson<UserList>(USERS_PATH) });
}

/** The active internal accounts, for the assignment picker; only asked for when `enabled`. */
export function useAssignableUsers(enabled: boolean) {
  return useQuery({
    ...getUsersQueryOptions(),
    enabled,
    select: (list) => list.users.filter((u) => u.active && ["ceo", "admin", "staff"].includes(u.role)),
  });
}
