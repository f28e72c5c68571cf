import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserList } from "@visadesk/contracts/users";
import { getJson } from "#lib/api.ts";
import { USERS_PATH } from "#lib/users-api.ts";

/** `GET /api/users`: every account with role, status and linked customer records. */
export function getAccountsQueryOptions() {
  return queryOptions({ queryKey: [USERS_PATH], queryFn: () => getJson<UserList>(USERS_PATH) });
}

export function useAccounts() {
  return useQuery(getAccountsQueryOptions());
}
