import { type Clock, systemClock, TimerGroup } from "#clock.ts";
import { QUICK_SUPPORT_CHAT_DELAY_MS, QUICK_SUPPORT_DELAY_MS } from "#constants.ts";
import { Store } from "#store.ts";

export type QuickSupportPhase = "waiting" | "open" | "accepted" | "dismissed";

export interface QuickSupportCallbacks {
  /** The visitor said yes: bring the chat section into view. */
  onScrollToChat?: () => void;
  /** 1 s after yes: open the chat deep link. */
  onOpenChat?: () => void;
}

/** "Need Quick Support?" appears once, 50 s after start (docs/behaviours/public-site.md#quick-support). */
export class QuickSupport extends Store<{ phase: QuickSupportPhase }> {
  readonly #timers: TimerGroup;
  readonly #callbacks: QuickSupportCallbacks;

  constructor(callbacks: QuickSupportCallbacks = {}, options: { clock?: Clock } = {}) {
    super({ phase: "waiting" });
    this.#timers = new TimerGroup(options.clock ?? systemClock);
    this.#callbacks = callbacks;
  }

  /** Starts the 50 s wait. Calling it again does not restart it. */
  start(): void {
    if (this.getState().phase !== "waiting") return;
    this.#timers.clearAll();
    this.#timers.after(QUICK_SUPPORT_DELAY_MS, () => {
      if (this.getState().phase === "waiting") this.setState({ phase: "open" });
    });
  }

  /** "Yes, Get Support!": scroll now, open the chat link 1 s later. */
  accept(): void {
    if (this.getState().phase !== "open") return;
    this.setState({ phase: "accepted" });
    this.#callbacks.onScrollToChat?.();
    this.#timers.after(QUICK_SUPPORT_CHAT_DELAY_MS, () => this.#callbacks.onOpenChat?.());
  }

  /** Close: the popup goes and never comes back in this session. */
  dismiss(): void {
    this.#timers.clearAll();
    this.setState({ phase: "dismissed" });
  }

  dispose(): void {
    this.#timers.clearAll();
  }
}
