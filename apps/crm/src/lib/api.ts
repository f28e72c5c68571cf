import type { QueryClient } from "@tanstack/react-query";
import { apiRequest, type HttpMethod } from "@visadesk/http";
import type { z } from "zod";

/** `path?a=1&b=x`, leaving out empty values. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** GETs `url` with the session cookie and checks the reply against the contract. */
export async function getJson<S extends z.ZodType>(url: string, schema: S): Promise<z.output<S>> {
  const response = await apiRequest("GET", url);
  return schema.parse(await response.json());
}

/** Sends a JSON body; parses the reply with `schema` when given (else resolves with nothing). */
export async function sendJson<S extends z.ZodType>(
  method: HttpMethod,
  url: string,
  body: unknown,
  schema?: S,
): Promise<z.output<S> | undefined> {
  const response = await apiRequest(method, url, body);
  if (!schema || response.status === 204) return undefined;
  return schema.parse(await response.json());
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
