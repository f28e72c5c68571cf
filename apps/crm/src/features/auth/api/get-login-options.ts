import { queryOptions, useQuery } from "@tanstack/react-query";
import { type LoginOptions, ZLoginOptions } from "@visadesk/contracts/auth";
import { getQueryFn } from "@visadesk/http";

export const LOGIN_OPTIONS_PATH = "/api/auth/login-options";

/** The login card's username list; the server may switch it off (404), and the card then asks for a username. */
export function getLoginOptionsQueryOptions() {
  const fetchOptions = getQueryFn<LoginOptions>({ on401: "throw" });
  return queryOptions({
    queryKey: [LOGIN_OPTIONS_PATH],
    queryFn: async (context) => ZLoginOptions.parse(await fetchOptions(context)),
    retry: false,
  });
}

export function useLoginOptions() {
  return useQuery(getLoginOptionsQueryOptions());
}
