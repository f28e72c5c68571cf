import { throwIfNotOk } from "#api-error.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Sends a request with the browser's cookies. A JSON body and its `Content-Type` are sent only when `body` is given.
 * Resolves with the response on 2xx; rejects with an `ApiError` otherwise.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: hasBody ? { "Content-Type": "application/json" } : {},
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  return throwIfNotOk(response);
}
