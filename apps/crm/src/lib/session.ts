import { createSessionStore, type SessionState, useSession } from "@visadesk/auth/react";

/** The CRM's one session store, over the browser's local storage (key `system_auth`). */
export const sessionStore = createSessionStore(window.localStorage);

/** Reads the session in a component. */
export function useSessionState<T>(selector: (state: SessionState) => T): T {
  return useSession(sessionStore, selector);
}

/** The signed-in user (the guards keep visitors out of the pages that call this). */
export function useCurrentUser() {
  return useSession(sessionStore, (state) => state.user);
}
