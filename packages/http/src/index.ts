export { ApiError } from "#api-error.ts";
export { apiRequest, type HttpMethod } from "#api-request.ts";
export { EARLY_REQUEST_TTL_MS, startEarlyRequests, takeEarlyResponse } from "#early-requests.ts";
export {
  createQueryClient,
  GC_TIME_MS,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  retryDelay,
  STALE_TIME_MS,
} from "#query-client.ts";
export { getQueryFn, type UnauthorizedBehavior } from "#query-fn.ts";
