import { type Clock, systemClock, TimerGroup } from "#clock.ts";
import {
  HUMAN_CHECK_CLICKS,
  IMPATIENT_CHAT_DELAY_MS,
  IMPATIENT_CLICKS,
  IMPATIENT_REARM_MS,
  IMPATIENT_TOAST_MS,
  IMPATIENT_WINDOW_MS,
} from "#constants.ts";
import { Store } from "#store.ts";

export interface ClickSpamCallbacks {
  /** 5 clicks within 3 s: show the green toast. */
  onImpatient?: () => void;
  /** 1 s after the toast: open the chat deep link. */
  onOpenChat?: () => void;
  /** 5 s after the toast: remove it. */
  onToastExpired?: () => void;
  /** The total reached 12 and the visitor is not verified: open the human check. */
  onHumanCheck?: () => void;
}

export interface ClickSpamState {
  totalClicks: number;
  verified: boolean;
  /** The human check is open; the bindings block other clicks meanwhile. */
  humanCheckOpen: boolean;
  /** The impatient toast is showing. */
  toastVisible: boolean;
  /** The impatient detector may fire (false for 10 s after it fired). */
  armed: boolean;
}

/**
 * Counts the visitor's clicks (docs/behaviours/public-site.md#impatient-click, #human-check and #click-spam-rule).
 * Framework-free: the caller feeds it clicks and reacts to the callbacks.
 */
export class ClickSpamDetector extends Store<ClickSpamState> {
  readonly #clock: Clock;
  readonly #timers: TimerGroup;
  readonly #callbacks: ClickSpamCallbacks;
  #recent: number[] = [];

  constructor(callbacks: ClickSpamCallbacks = {}, options: { clock?: Clock; verified?: boolean } = {}) {
    super({
      totalClicks: 0,
      verified: options.verified ?? false,
      humanCheckOpen: false,
      toastVisible: false,
      armed: true,
    });
    this.#clock = options.clock ?? systemClock;
    this.#timers = new TimerGroup(this.#clock);
    this.#callbacks = callbacks;
  }

  /** Counts one click. Returns false when the click must be blocked because the human check is open. */
  recordClick(): boolean {
    const state = this.getState();
    if (state.humanCheckOpen) return false;
    const totalClicks = state.totalClicks + 1;
    const now = this.#clock.now();
    this.#recent = [...this.#recent.filter((t) => now - t < IMPATIENT_WINDOW_MS), now];

    if (!state.verified && totalClicks >= HUMAN_CHECK_CLICKS) {
      this.setState({ ...state, totalClicks, humanCheckOpen: true });
      this.#callbacks.onHumanCheck?.();
      return true;
    }

    if (state.armed && this.#recent.length >= IMPATIENT_CLICKS) {
      this.#fireImpatient(totalClicks);
      return true;
    }
    this.setState({ ...state, totalClicks });
    return true;
  }

  /** The human check was passed: close it and allow the impatient detector again. */
  markVerified(): void {
    this.setState({ ...this.getState(), verified: true, humanCheckOpen: false });
  }

  /**
   * The visitor closed the human check without passing it (offered after the third failure). They are not asked
   * again in this session, so that nobody is trapped.
   */
  releaseHumanCheck(): void {
    this.markVerified();
  }

  dispose(): void {
    this.#timers.clearAll();
  }

  #fireImpatient(totalClicks: number): void {
    this.#recent = [];
    this.setState({ ...this.getState(), totalClicks, armed: false, toastVisible: true });
    this.#callbacks.onImpatient?.();
    this.#timers.after(IMPATIENT_CHAT_DELAY_MS, () => this.#callbacks.onOpenChat?.());
    this.#timers.after(IMPATIENT_TOAST_MS, () => {
      this.setState({ ...this.getState(), toastVisible: false });
      this.#callbacks.onToastExpired?.();
    });
    this.#timers.after(IMPATIENT_REARM_MS, () => {
      this.#recent = [];
      this.setState({ ...this.getState(), armed: true });
    });
  }
}
