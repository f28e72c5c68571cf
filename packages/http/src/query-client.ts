import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "#query-fn.ts";

/** Data stays fresh for 30 s. */
export const STALE_TIME_MS = 30_000;
/** Unused cache entries are dropped after 5 min. */
export const GC_TIME_MS = 5 * 60_000;
/** First retry waits 1 s; each next one doubles, up to 30 s. */
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 30_000;

/** Delay in ms before retry number `attemptIndex` (0-based): 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attemptIndex, RETRY_MAX_DELAY_MS);
}

/**
 * A QueryClient with the application's defaults (docs/behaviours/public-site.md#data-fetching): fail on 401, one retry,
 * no polling or focus refetch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: STALE_TIME_MS,
        gcTime: GC_TIME_MS,
        retry: 1,
        retryDelay,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        networkMode: "online",
      },
      mutations: {
        retry: 1,
        retryDelay,
        networkMode: "online",
      },
    },
  });
}
