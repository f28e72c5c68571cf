import { invitationTokenOf } from "#features/auth/invitation-token.ts";
import { sessionStore } from "#features/auth/session.ts";
import { sessionHasExpired } from "#features/auth/session-end.ts";

/**
 * Whether this visit's login page first renders what the build prerendered (entry-server.tsx): the staff login card
 * of a visitor without a stored session, no one-time link (`#invite=`) and no expiry notice carried in the history
 * (a reload after a guard sent them there). Anything else differs from the HTML, which main.tsx then replaces.
 */
export function showsPrerenderedLoginCard(): boolean {
  const routed = (window.history.state as { usr?: { reason?: unknown } } | null)?.usr;
  return (
    sessionStore.getState().user === null &&
    invitationTokenOf(window.location.hash) === null &&
    routed?.reason !== "expired" &&
    !sessionHasExpired()
  );
}
