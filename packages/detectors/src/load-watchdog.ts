import { type Clock, systemClock, TimerGroup } from "#clock.ts";
import { LOAD_RELOAD_MS, LOAD_WARNING_MS } from "#constants.ts";

export interface LoadWatchdogOptions {
  /** 10 s of loading: log a warning. */
  onWarning: (elapsedMs: number) => void;
  /** 15 s of loading: reload the page (through the reload-loop guard). */
  onTimeout: () => void;
  clock?: Clock;
}

/** Watches a lazily loading page (SPEC.md §2): a warning at 10 s, a forced reload at 15 s. */
export class LoadWatchdog {
  readonly #timers: TimerGroup;
  readonly #options: LoadWatchdogOptions;

  constructor(options: LoadWatchdogOptions) {
    this.#options = options;
    this.#timers = new TimerGroup(options.clock ?? systemClock);
  }

  /** The loading screen appeared. */
  start(): void {
    this.#timers.clearAll();
    this.#timers.after(LOAD_WARNING_MS, () => this.#options.onWarning(LOAD_WARNING_MS));
    this.#timers.after(LOAD_RELOAD_MS, () => this.#options.onTimeout());
  }

  /** The page arrived (or the loading screen went away for any reason). */
  stop(): void {
    this.#timers.clearAll();
  }
}
