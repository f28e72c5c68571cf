import { isRole, type Role } from "#roles.ts";

/**
 * The signed-in user as the server returns it and the browser keeps it (docs/behaviours/crm.md#session-in-the-browser).
 */
export interface SessionUser {
  username: string;
  name: string;
  role: Role;
}

/** The local-storage key of the stored session user (docs/behaviours/crm.md#session-in-the-browser). */
export const SESSION_STORAGE_KEY = "system_auth";

/**
 * Local-storage keys starting with this are CRM flags, cleared with the session on logout
 * (docs/behaviours/crm.md#session-in-the-browser).
 */
export const CRM_FLAG_PREFIX = "crm_";

/** The part of the Web Storage API the codec needs; `window.localStorage` fits, and so does a test double. */
export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Checks a value that should be a session user. Accepted only with a non-empty username and a known role
 * (docs/behaviours/crm.md#session-in-the-browser); a missing name falls back to the username. Returns only the three
 * fields, nothing else.
 */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== "object" || value === null) return null;
  const { username, name, role } = value as Record<string, unknown>;
  if (typeof username !== "string" || username.trim() === "" || !isRole(role)) return null;
  return { username, name: typeof name === "string" && name !== "" ? name : username, role };
}

/** The stored form: JSON with exactly username, name and role. */
export function encodeSessionUser(user: SessionUser): string {
  return JSON.stringify({ username: user.username, name: user.name, role: user.role });
}

/** The stored form back, or `null` when it is missing, not JSON, or not a valid session user. */
export function decodeSessionUser(raw: string | null): SessionUser | null {
  if (raw === null) return null;
  try {
    return parseSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Restores the stored session user; invalid stored data is cleared (docs/behaviours/crm.md#session-in-the-browser). */
export function readStoredSessionUser(storage: KeyValueStorage): SessionUser | null {
  const raw = storage.getItem(SESSION_STORAGE_KEY);
  const user = decodeSessionUser(raw);
  if (raw !== null && user === null) storage.removeItem(SESSION_STORAGE_KEY);
  return user;
}

/** Stores the session user; call it only after the server accepted the password. */
export function writeStoredSessionUser(storage: KeyValueStorage, user: SessionUser): void {
  storage.setItem(SESSION_STORAGE_KEY, encodeSessionUser(user));
}

/** Clears the stored session user and every CRM flag (docs/behaviours/crm.md#session-in-the-browser, logout). */
export function clearStoredSession(storage: KeyValueStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(CRM_FLAG_PREFIX)) keys.push(key);
  }
  for (const key of [SESSION_STORAGE_KEY, ...keys]) storage.removeItem(key);
}
