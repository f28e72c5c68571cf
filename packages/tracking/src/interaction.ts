/**
 * A scroll counts as an interaction once the page has moved past this many pixels
 * (docs/behaviours/tracking.md#deferred-analytics).
 */
export const SCROLL_INTERACTION_THRESHOLD_PX = 100;

/**
 * The idle callback that loads the scripts runs at the latest this long after the first interaction
 * (docs/behaviours/tracking.md#deferred-analytics).
 */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * Where idle callbacks do not exist (Safari), the scripts load this long after the first interaction: the latest an
 * idle callback would have run, so that loading never competes with the interaction's own work.
 */
export const IDLE_FALLBACK_DELAY_MS = IDLE_TIMEOUT_MS;

/** The parts of `window` the scheduler uses. */
export type InteractionTarget = Pick<
  Window,
  "addEventListener" | "removeEventListener" | "setTimeout" | "clearTimeout" | "scrollY"
> & {
  requestIdleCallback?: Window["requestIdleCallback"];
  cancelIdleCallback?: Window["cancelIdleCallback"];
};

const INPUT_EVENTS = ["pointerdown", "mousedown", "click", "keydown", "touchstart"] as const;

/**
 * Calls `run` once, after the first click, key, touch or scroll past 100 px, then idle (3 s at the latest; a 3 s timer
 * where idle callbacks do not exist). Returns a function that cancels whatever is still pending.
 */
export function afterFirstInteraction(target: InteractionTarget, run: () => void): () => void {
  let done = false;
  let cancelScheduled: (() => void) | null = null;
  const options: AddEventListenerOptions = { capture: true, passive: true };

  const removeListeners = () => {
    for (const type of INPUT_EVENTS) target.removeEventListener(type, onInput, options);
    target.removeEventListener("scroll", onScroll, options);
  };

  const fire = () => {
    if (done) return;
    done = true;
    cancelScheduled = null;
    run();
  };

  function onInput() {
    if (done || cancelScheduled) return;
    removeListeners();
    cancelScheduled = whenIdle(target, fire);
  }

  function onScroll() {
    if (target.scrollY > SCROLL_INTERACTION_THRESHOLD_PX) onInput();
  }

  for (const type of INPUT_EVENTS) target.addEventListener(type, onInput, options);
  target.addEventListener("scroll", onScroll, options);

  return () => {
    done = true;
    removeListeners();
    cancelScheduled?.();
    cancelScheduled = null;
  };
}

/** Runs `run` when the browser is idle (within 3 s), or after 3 s where idle callbacks do not exist. */
export function whenIdle(target: InteractionTarget, run: () => void): () => void {
  if (typeof target.requestIdleCallback === "function") {
    const handle = target.requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS });
    return () => target.cancelIdleCallback?.(handle);
  }
  const handle = target.setTimeout(run, IDLE_FALLBACK_DELAY_MS);
  return () => target.clearTimeout(handle);
}
