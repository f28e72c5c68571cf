/**
 * The first signs that a visitor is using the page rather than reading it: a press, a key, a touch, or the mouse
 * moving over it. Code for UI that only an interaction can bring up (toasts, dialogs after clicks, tooltips on hover)
 * is fetched then, not in the first seconds of every visit (docs/behaviours/speed.md#public-pages: what a visitor
 * downloads by just reading).
 */
const INTERACTION_EVENTS = ["pointerdown", "pointermove", "keydown", "touchstart"] as const;

/**
 * Runs `callback` once, on the page's first interaction. Returns a function that cancels it if it has not run yet.
 */
export function onFirstInteraction(callback: () => void): () => void {
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const stop = () => {
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, run, options);
  };
  function run() {
    stop();
    callback();
  }
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, run, options);
  return stop;
}
