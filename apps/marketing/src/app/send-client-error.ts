import {
  CLIENT_ERROR_MAX_MESSAGE,
  CLIENT_ERROR_MAX_STACK,
  type ClientErrorReport,
  clip,
  ZClientErrorReport,
} from "@visadesk/contracts/client-errors";
import { apiRequest } from "@visadesk/http";
import { CLIENT_ERRORS_URL } from "#app/report-client-error.ts";

/** Where and when the error happened, read as it happened (the page redirects right after). */
export interface ErrorContext {
  path: string;
  occurredAt: string;
  userAgent: string;
}

/** Builds the report of a render error; the body of `POST /api/client-errors`. */
export function buildClientErrorReport(
  error: unknown,
  componentStack: string | undefined,
  context: ErrorContext,
): ClientErrorReport {
  const err =
    error instanceof Error ? error : new Error(typeof error === "string" ? error : "Non-error thrown");
  return {
    app: "marketing",
    name: clip(err.name || "Error", 200),
    message: clip(err.message, CLIENT_ERROR_MAX_MESSAGE),
    ...(err.stack ? { stack: clip(err.stack, CLIENT_ERROR_MAX_STACK) } : {}),
    ...(componentStack ? { componentStack: clip(componentStack, CLIENT_ERROR_MAX_STACK) } : {}),
    path: clip(context.path, 2_000),
    occurredAt: context.occurredAt,
    userAgent: clip(context.userAgent, 500),
  };
}

/** Validates and sends the report; a report that does not fit the schema, or that fails to send, is dropped. */
export async function sendClientError(
  error: unknown,
  componentStack: string | undefined,
  context: ErrorContext,
): Promise<void> {
  const parsed = ZClientErrorReport.safeParse(buildClientErrorReport(error, componentStack, context));
  if (!parsed.success) return;
  await apiRequest("POST", CLIENT_ERRORS_URL, parsed.data);
}
