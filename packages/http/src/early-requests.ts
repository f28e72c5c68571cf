/**
 * GETs a page starts before its application code has arrived (a small script in the page's HTML), taken by the first
 * `apiRequest` or `getQueryFn` fetch of the same URL instead of a second request: the page's data then travels beside
 * its scripts rather than after them (docs/behaviours/speed.md#crm-pages: a CRM page's first query waited for ~180 KB
 * of scripts to arrive and run). The request is the one this package sends (a GET with the browser's cookies, no body,
 * no headers), so taking it changes nothing but its timing.
 */

/** How long an early answer waits to be taken: past this, it is dropped and the page asks again (fresh data). */
export const EARLY_REQUEST_TTL_MS = 10_000;

interface EarlyRequest {
  response: Promise<Response>;
  startedAt: number;
}

// On the global object: the early script and the application are built apart, each with its own copy of this module.
const KEY = "__visadeskEarlyRequests";
type WithEarly = typeof globalThis & { [KEY]?: Map<string, EarlyRequest> };

function pending(): Map<string, EarlyRequest> {
  const global = globalThis as WithEarly;
  global[KEY] ??= new Map();
  return global[KEY];
}

/** Starts a GET of each URL (same-origin paths such as `/api/auth/me`), with the browser's cookies. */
export function startEarlyRequests(urls: readonly string[], now: () => number = Date.now): void {
  for (const url of urls) {
    const response = fetch(url, { method: "GET", credentials: "include" });
    // Never an unhandled rejection: whoever takes it sees the failure, as with its own fetch.
    response.catch(() => {});
    pending().set(url, { response, startedAt: now() });
  }
}

/**
 * The early GET of `url` if one was started less than EARLY_REQUEST_TTL_MS ago, once (its body can be read once);
 * `undefined` otherwise, and the caller fetches as usual.
 */
export function takeEarlyResponse(url: string, now: () => number = Date.now): Promise<Response> | undefined {
  const requests = (globalThis as WithEarly)[KEY];
  const early = requests?.get(url);
  if (!early) return undefined;
  requests?.delete(url);
  return now() - early.startedAt < EARLY_REQUEST_TTL_MS ? early.response : undefined;
}
