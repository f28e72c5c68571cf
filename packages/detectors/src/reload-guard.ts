import { type Clock, systemClock } from "#clock.ts";
import { RELOAD_GUARD_WINDOW_MS } from "#constants.ts";

/** The part of the Web Storage API the guard needs (`sessionStorage` in the browser). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const KEY_PREFIX = "visadesk:auto-reload:";

/**
 * Keeps automatic reloads from looping (docs/behaviours/public-site.md#reload-guard): the same path is reloaded
 * automatically at most once per minute. A page that is truly broken then keeps its overlay and its button instead of
 * reloading forever.
 */
export class ReloadGuard {
  readonly #storage: KeyValueStorage | null;
  readonly #clock: Clock;

  constructor(storage: KeyValueStorage | null, options: { clock?: Clock } = {}) {
    this.#storage = storage;
    this.#clock = options.clock ?? systemClock;
  }

  /** True when `path` was not reloaded automatically within the last 60 s. */
  mayReload(path: string): boolean {
    const raw = this.#read(path);
    if (raw === null) return true;
    const last = Number(raw);
    // A time in the future (clock moved back) counts as recent: better one manual click than a loop.
    return !Number.isFinite(last) || this.#clock.now() - last >= RELOAD_GUARD_WINDOW_MS;
  }

  /** Reloads through `reload` if allowed and records it; returns whether it did. */
  tryReload(path: string, reload: () => void): boolean {
    if (!this.mayReload(path)) return false;
    try {
      this.#storage?.setItem(KEY_PREFIX + path, String(this.#clock.now()));
    } catch {
      // Storage full or blocked: without a record we cannot prove there is no loop, so do not reload.
      return false;
    }
    if (!this.#storage) return false;
    reload();
    return true;
  }

  #read(path: string): string | null {
    try {
      return this.#storage?.getItem(KEY_PREFIX + path) ?? null;
    } catch {
      return null;
    }
  }
}

/** `sessionStorage` when the browser allows it, else null (then automatic reloads are refused). */
export function browserSessionStorage(): KeyValueStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
