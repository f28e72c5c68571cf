import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZUserList } from "@visadesk/contracts/users";
import { getJson } from "#lib/api.ts";
import { USERS_PATH } from "#lib/users-api.ts";

/** `GET /api/users`: every account with role, status and linked customer records. */
export function getAccountsQueryOptions() {
  return queryOptions({ queryKey: [USERS_PATH], queryFn: () => getJson(USERS_PATH, ZUserList) });
}

export function useAccounts() {
  return useQuery(getAccountsQueryOptions());
}
