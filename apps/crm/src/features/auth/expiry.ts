import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@visadesk/http";
import { sessionStore } from "#features/auth/session.ts";
import { markSessionExpired } from "#features/auth/session-end.ts";

function isUnauthorised(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

function expire(): void {
  if (!sessionStore.getState().user) return;
  markSessionExpired();
  // Clears system_auth and the CRM flags; the page's guard then sends the user to the login card with a word why.
  sessionStore.getState().confirm(null);
}

/**
 * A signed-in user whose server session has ended (idle or absolute expiry, disabled account) gets a 401 from any
 * CRM request: the session is cleared and the login card explains. Returns the unsubscribe function.
 */
export function watchForExpiredSession(queryClient: QueryClient): () => void {
  const offQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error" && isUnauthorised(event.action.error))
      expire();
  });
  const offMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error" && isUnauthorised(event.action.error))
      expire();
  });
  return () => {
    offQueries();
    offMutations();
  };
}
