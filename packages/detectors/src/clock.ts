/** An opaque timer handle, whatever the host returns from `setTimeout`. */
export type TimerHandle = unknown;

/**
 * The time source every detector uses. Production passes `systemClock`; tests pass the same object under
 * `vi.useFakeTimers()` (or any clock of their own), so that every docs/behaviours/public-site.md number can be checked
 * exactly.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `fn` once after `ms` milliseconds. */
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** The host's own timers, looked up at call time so that fake timers installed later still apply. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Keeps the timers one detector started so that `clearAll()` stops every one of them. */
export class TimerGroup {
  readonly #clock: Clock;
  readonly #handles = new Set<TimerHandle>();

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** Runs `fn` after `ms` milliseconds unless `clearAll()` is called first. */
  after(ms: number, fn: () => void): TimerHandle {
    const handle = this.#clock.setTimeout(() => {
      this.#handles.delete(handle);
      fn();
    }, ms);
    this.#handles.add(handle);
    return handle;
  }

  cancel(handle: TimerHandle): void {
    if (this.#handles.delete(handle)) this.#clock.clearTimeout(handle);
  }

  clearAll(): void {
    for (const handle of this.#handles) this.#clock.clearTimeout(handle);
    this.#handles.clear();
  }
}
