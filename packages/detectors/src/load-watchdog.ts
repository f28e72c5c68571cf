import { type Clock, systemClock, TimerGroup } from "#clock.ts";
import { LOAD_RELOAD_MS, LOAD_WARNING_MS } from "#constants.ts";

export interface LoadWatchdogOptions {
  /** 10 s of loading: log a warning. */
  onWarning: (elapsedMs: number) => void;
  /** 15 s of loading: reload the page (through the reload-loop guard). */
  onTimeout: () => void;
  clock?: Clock;
}

/**
 * Watches a lazily loading page (docs/behaviours/public-site.md#loading-screen): a warning at 10 s, a forced reload at
 * 15 s.
 */
export class LoadWatchdog {
  readonly #timers: TimerGroup;
  readonly #options: LoadWatchdogOptions;

  constructor(options: LoadWatchdogOptions) {
    this.#options = options;
    this.#timers = new TimerGroup(options.clock ?? systemClock);
  }

  /**
   * The loading screen appeared, `shownForMs` ago: 0 for a screen the app draws now, the time since the first paint
   * for the screen the page's HTML showed before the app started. The warning and the reload come 10 s and 15 s after
   * the screen appeared, whenever the watch starts (at once when it starts later than that).
   */
  start(shownForMs = 0): void {
    this.#timers.clearAll();
    const shown = Math.max(0, shownForMs);
    this.#timers.after(Math.max(0, LOAD_WARNING_MS - shown), () => this.#options.onWarning(LOAD_WARNING_MS));
    this.#timers.after(Math.max(0, LOAD_RELOAD_MS - shown), () => this.#options.onTimeout());
  }

  /** The page arrived (or the loading screen went away for any reason). */
  stop(): void {
    this.#timers.clearAll();
  }
}
