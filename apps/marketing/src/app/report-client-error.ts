import {
  CLIENT_ERROR_MAX_MESSAGE,
  CLIENT_ERROR_MAX_STACK,
  type ClientErrorReport,
  clip,
  ZClientErrorReport,
} from "@visadesk/contracts/client-errors";
import { apiRequest } from "@visadesk/http";

export const CLIENT_ERRORS_URL = "/api/client-errors";

/** Builds the report of a render error; the body of `POST /api/client-errors`. */
export function buildClientErrorReport(error: unknown, componentStack?: string): ClientErrorReport {
  const err =
    error instanceof Error ? error : new Error(typeof error === "string" ? error : "Non-error thrown");
  const { pathname, search } = window.location;
  return {
    app: "marketing",
    name: clip(err.name || "Error", 200),
    message: clip(err.message, CLIENT_ERROR_MAX_MESSAGE),
    ...(err.stack ? { stack: clip(err.stack, CLIENT_ERROR_MAX_STACK) } : {}),
    ...(componentStack ? { componentStack: clip(componentStack, CLIENT_ERROR_MAX_STACK) } : {}),
    path: clip(`${pathname}${search}`, 2_000),
    occurredAt: new Date().toISOString(),
    userAgent: clip(navigator.userAgent, 500),
  };
}

/**
 * Reports a render error to the API without waiting for it: the redirect never depends on the answer, and a failed
 * report is dropped (the visitor must not see it).
 */
export function reportClientError(error: unknown, componentStack?: string): void {
  const parsed = ZClientErrorReport.safeParse(buildClientErrorReport(error, componentStack));
  if (!parsed.success) return;
  apiRequest("POST", CLIENT_ERRORS_URL, parsed.data).catch(() => {
    // Reporting is best effort; the error itself was already handled by redirecting.
  });
}
