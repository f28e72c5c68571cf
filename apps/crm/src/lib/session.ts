import { createSessionStore, type SessionState, useSession } from "@visadesk/auth/react";
import type { KeyValueStorage } from "@visadesk/auth/session-user";

/**
 * Where nothing is stored and nothing is kept: the build's prerenderer (entry-server.tsx), which renders the login
 * card as a visitor with no session first sees it, runs where there is no browser storage.
 */
const NO_STORAGE: KeyValueStorage = {
  length: 0,
  key: () => null,
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
};

/** The CRM's one session store, over the browser's local storage (key `system_auth`). */
export const sessionStore = createSessionStore(
  typeof window === "undefined" ? NO_STORAGE : window.localStorage,
);

/** Reads the session in a component. */
export function useSessionState<T>(selector: (state: SessionState) => T): T {
  return useSession(sessionStore, selector);
}

/** The signed-in user (the guards keep visitors out of the pages that call this). */
export function useCurrentUser() {
  return useSession(sessionStore, (state) => state.user);
}
