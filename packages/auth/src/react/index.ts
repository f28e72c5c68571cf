import { useStore } from "zustand";
import { createStore, type StoreApi } from "zustand/vanilla";
import {
  clearStoredSession,
  type KeyValueStorage,
  readStoredSessionUser,
  type SessionUser,
  writeStoredSessionUser,
} from "#session-user.ts";

/**
 * `anonymous`: nobody signed in. `restored`: a user came back from local storage and waits for the server's word
 * (`/api/auth/me`). `confirmed`: the server has just said who is signed in.
 */
export type SessionStatus = "anonymous" | "restored" | "confirmed";

export interface SessionState {
  user: SessionUser | null;
  status: SessionStatus;
  /** After a successful login: stores the user under `system_auth` and marks the session confirmed. */
  signIn(user: SessionUser): void;
  /** The server's answer to `/api/auth/me`: the current user (kept up to date), or `null` (everything is cleared). */
  confirm(user: SessionUser | null): void;
  /** Logout: clears the stored user and the CRM flags. */
  signOut(): void;
}

export type SessionStore = StoreApi<SessionState>;

/** A session store over `storage` (normally `window.localStorage`), starting from what it holds. */
export function createSessionStore(storage: KeyValueStorage): SessionStore {
  const restored = readStoredSessionUser(storage);
  return createStore<SessionState>()((set) => ({
    user: restored,
    status: restored ? "restored" : "anonymous",
    signIn(user) {
      writeStoredSessionUser(storage, user);
      set({ user, status: "confirmed" });
    },
    confirm(user) {
      if (user) {
        writeStoredSessionUser(storage, user);
        set({ user, status: "confirmed" });
      } else {
        clearStoredSession(storage);
        set({ user: null, status: "anonymous" });
      }
    },
    signOut() {
      clearStoredSession(storage);
      set({ user: null, status: "anonymous" });
    },
  }));
}

/** Reads from a session store in a React component, re-rendering when the selected part changes. */
export function useSession<T>(store: SessionStore, selector: (state: SessionState) => T): T {
  return useStore(store, selector);
}
