import { type Clock, systemClock, TimerGroup } from "#clock.ts";
import { RELOAD_COUNTDOWN_SECONDS } from "#constants.ts";
import type { ReloadGuard } from "#reload-guard.ts";
import { Store } from "#store.ts";

export interface ReloadCountdownState {
  /** Seconds left before the automatic reload; null before `start()`. */
  secondsLeft: number | null;
  /** The automatic reload was refused by the reload-loop guard: only the button reloads now. */
  stalled: boolean;
}

export interface ReloadCountdownOptions {
  path: string;
  guard: ReloadGuard;
  reload: () => void;
  clock?: Clock;
}

/**
 * The "Auto-reloading in N seconds" countdown of the Connection Problem overlay
 * (docs/behaviours/public-site.md#connection-problem).
 */
export class ReloadCountdown extends Store<ReloadCountdownState> {
  readonly #timers: TimerGroup;
  readonly #options: ReloadCountdownOptions;

  constructor(options: ReloadCountdownOptions) {
    super({ secondsLeft: null, stalled: false });
    this.#timers = new TimerGroup(options.clock ?? systemClock);
    this.#options = options;
  }

  /** Counts down from 5, one step a second, then reloads if the guard allows it. */
  start(): void {
    this.#timers.clearAll();
    this.setState({ secondsLeft: RELOAD_COUNTDOWN_SECONDS, stalled: false });
    this.#tick();
  }

  /** Escape, Enter or the Reload Page button: the visitor asked, so reload at once without the guard. */
  reloadNow(): void {
    this.#timers.clearAll();
    this.#options.reload();
  }

  dispose(): void {
    this.#timers.clearAll();
  }

  #tick(): void {
    this.#timers.after(1_000, () => {
      const left = (this.getState().secondsLeft ?? 0) - 1;
      if (left > 0) {
        this.setState({ secondsLeft: left, stalled: false });
        this.#tick();
        return;
      }
      const reloaded = this.#options.guard.tryReload(this.#options.path, this.#options.reload);
      this.setState({ secondsLeft: 0, stalled: !reloaded });
    });
  }
}
