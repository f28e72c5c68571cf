import { queryOptions } from "@tanstack/react-query";
import { type SessionUser, ZSessionUser } from "@visadesk/contracts/auth";
import { getQueryFn } from "@visadesk/http";

export const ME_PATH = "/api/auth/me";

/** `GET /api/auth/me`: the server's word on who is signed in; `null` when nobody is (401). */
export function getMeQueryOptions() {
  const fetchMe = getQueryFn<SessionUser>({ on401: "returnNull" });
  return queryOptions({
    queryKey: [ME_PATH],
    queryFn: async (context): Promise<SessionUser | null> => {
      const body = await fetchMe(context);
      return body === null ? null : ZSessionUser.parse(body);
    },
    staleTime: 0,
  });
}
