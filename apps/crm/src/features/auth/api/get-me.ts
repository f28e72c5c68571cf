import { queryOptions } from "@tanstack/react-query";
import { parseSessionUser } from "@visadesk/auth/session-user";
import type { SessionUser } from "@visadesk/contracts/auth";
import { getQueryFn } from "@visadesk/http";

export const ME_PATH = "/api/auth/me";

/**
 * A session user as the API answers it (the shape of ZSessionUser in @visadesk/contracts/auth), checked with
 * @visadesk/auth's codec rather than zod: every CRM page asks /api/auth/me first, and zod (~26 KB gzipped) stays out
 * of that first load and the login card's (docs/behaviours/speed.md#crm-pages). session-user-answers.test.ts holds the
 * two checks together. The codec keeps the three stored fields only; `mustChangePassword` is read here, since the login
 * card must see it to make an account whose password our team set choose its own first (without it, such a user went
 * straight to a home page whose every request the server refused).
 */
export function sessionUserFrom(body: unknown, route: string): SessionUser {
  const user = parseSessionUser(body);
  const mustChange =
    typeof body === "object" && body !== null
      ? (body as Record<string, unknown>).mustChangePassword
      : undefined;
  if (!user || (mustChange !== undefined && typeof mustChange !== "boolean"))
    throw new Error(`The answer of ${route} is not a session user (username, name and a known role)`);
  return mustChange === undefined ? user : { ...user, mustChangePassword: mustChange };
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
