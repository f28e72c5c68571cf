/**
 * Why the last session ended, so that the login card can say "your session has expired" rather than nothing.
 * Set when the server stops recognising the session (a 401 from `/api/auth/me` or from any CRM request); cleared by
 * a successful login or a deliberate logout.
 */
let expired = false;

export function markSessionExpired(): void {
  expired = true;
}

export function clearSessionExpired(): void {
  expired = false;
}

export function sessionHasExpired(): boolean {
  return expired;
}

/** The login card's short explanation after an expiry. */
export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please log in again.";
