import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LoginOptions } from "@visadesk/contracts/auth";
import { getQueryFn } from "@visadesk/http";

export const LOGIN_OPTIONS_PATH = "/api/auth/login-options";

/**
 * The answer of /api/auth/login-options (ZLoginOptions in @visadesk/contracts/auth: a list of usernames), checked by
 * hand so that the login card's first load carries no zod (docs/behaviours/speed.md#crm-pages);
 * session-user-answers.test.ts holds the two checks together.
 */
export function loginOptionsFrom(body: unknown): LoginOptions {
  const usernames = (body as { usernames?: unknown } | null)?.usernames;
  if (!Array.isArray(usernames) || !usernames.every((name) => typeof name === "string"))
    throw new Error(`The answer of GET ${LOGIN_OPTIONS_PATH} is not a list of usernames`);
  return { usernames };
}

/** The login card's username list; the server may switch it off (404), and the card then asks for a username. */
export function getLoginOptionsQueryOptions() {
  const fetchOptions = getQueryFn<unknown>({ on401: "throw" });
  return queryOptions({
    queryKey: [LOGIN_OPTIONS_PATH],
    queryFn: async (context) => loginOptionsFrom(await fetchOptions(context)),
    retry: false,
  });
}

export function useLoginOptions() {
  return useQuery(getLoginOptionsQueryOptions());
}
