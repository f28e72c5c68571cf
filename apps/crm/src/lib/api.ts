import type { QueryClient } from "@tanstack/react-query";
import { apiRequest, type HttpMethod } from "@visadesk/http";

/** `path?a=1&b=x`, leaving out empty values. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

// The CRM reads the API's answers as the contracts type them, without checking them again with the contracts' zod
// schemas: the server is the source of truth, validates what it stores and serialises every answer through those same
// schemas, and a second check in the browser could only turn a page the server answered into an error screen. It cost
// every signed-in page zod (25 KB gzipped) and a walk of every answer (docs/behaviours/speed.md#crm-pages, decision
// 024). The CRM still checks with zod what people type, in the forms, which load it with their code.

/** GETs `url` with the session cookie; resolves with the answer as its contract types it (`T`). */
export async function getJson<T>(url: string): Promise<T> {
  const response = await apiRequest("GET", url);
  return (await response.json()) as T;
}

/** Sends a JSON body; resolves with the server's answer as its contract types it (`T`). */
export async function requestJson<T>(method: HttpMethod, url: string, body: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  return (await response.json()) as T;
}

/** Marks stale every query whose key starts with an API path under `prefix` (lists, details, my day). */
export function invalidatePath(queryClient: QueryClient, prefix: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith(prefix),
  });
}

/** `url` asking the list for its `total` (and a deals list for `totalFeeInr`): what the CRM's lists show. */
export function counted(url: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}count=true`;
}
