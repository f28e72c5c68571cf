import type { QueryFunction } from "@tanstack/react-query";
import { throwIfNotOk } from "#api-error.ts";
import { takeEarlyResponse } from "#early-requests.ts";

/** What a query does when the server answers 401: resolve with `null`, or fail like any other error. */
export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * The default data fetch: a GET of the query key's first element, with cookies, parsing the JSON reply (the GET the
 * page's HTML started early, when there is one: see early-requests.ts).
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey[0];
    if (typeof url !== "string") {
      throw new TypeError("The first element of a query key must be the URL to fetch");
    }
    const response = await (takeEarlyResponse(url) ?? fetch(url, { credentials: "include", signal }));
    if (options.on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
