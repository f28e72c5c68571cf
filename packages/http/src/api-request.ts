import { throwIfNotOk } from "#api-error.ts";
import { takeEarlyResponse } from "#early-requests.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Sends a request with the browser's cookies. A JSON body and its `Content-Type` are sent only when `body` is given.
 * Resolves with the response on 2xx; rejects with an `ApiError` otherwise. A GET the page's HTML started early (see
 * early-requests.ts) is taken instead of a second one.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const early = method === "GET" && !hasBody ? takeEarlyResponse(url) : undefined;
  const response = await (early ??
    fetch(url, {
      method,
      credentials: "include",
      headers: hasBody ? { "Content-Type": "application/json" } : {},
      body: hasBody ? JSON.stringify(body) : undefined,
    }));
  return throwIfNotOk(response);
}
