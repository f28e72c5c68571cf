import { queryOptions } from "@tanstack/react-query";
import { parseSessionUser, type SessionUser } from "@visadesk/auth/session-user";
import { getQueryFn } from "@visadesk/http";

export const ME_PATH = "/api/auth/me";

/**
 * A session user as the API answers it (the shape of ZSessionUser in @visadesk/contracts/auth), checked with
 * @visadesk/auth's codec rather than zod: every CRM page asks /api/auth/me first, and zod (~26 KB gzipped) stays out
 * of that first load and the login card's (issue 23). session-user-answers.test.ts holds the two checks together.
 */
export function sessionUserFrom(body: unknown, route: string): SessionUser {
  const user = parseSessionUser(body);
  if (!user)
    throw new Error(`The answer of ${route} is not a session user (username, name and a known role)`);
  return user;
}

/** `GET /api/auth/me`: the server's word on who is signed in; `null` when nobody is (401). */
export function getMeQueryOptions() {
  const fetchMe = getQueryFn<unknown>({ on401: "returnNull" });
  return queryOptions({
    queryKey: [ME_PATH],
    queryFn: async (context): Promise<SessionUser | null> => {
      const body = await fetchMe(context);
      return body === null ? null : sessionUserFrom(body, `GET ${ME_PATH}`);
    },
    staleTime: 0,
  });
}
