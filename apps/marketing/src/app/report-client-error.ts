export const CLIENT_ERRORS_URL = "/api/client-errors";

/**
 * Reports a render error to the API without waiting for it: the redirect never depends on the answer, and a failed
 * report is dropped (the visitor must not see it).
 *
 * The report's schema (zod) and builder load only when an error is reported: statically imported, zod alone would be
 * a quarter of every page's first-load JavaScript. Where and when the error happened is read at once, before the
 * page redirects.
 */
export function reportClientError(error: unknown, componentStack?: string): void {
  const { pathname, search } = window.location;
  const context = {
    path: `${pathname}${search}`,
    occurredAt: new Date().toISOString(),
    userAgent: navigator.userAgent,
  };
  import("#app/send-client-error.ts")
    .then(({ sendClientError }) => sendClientError(error, componentStack, context))
    .catch(() => {
      // Reporting is best effort; the error itself was already handled by redirecting.
    });
}
