import type { LoadFigures } from "#slow-load.ts";

/** The events after which the largest paint is final: the browser stops reporting it at the visitor's first input. */
const FIRST_INPUT_EVENTS = ["keydown", "pointerdown"] as const;

/**
 * Calls `onChange` with the page's load time (navigation timing) and largest contentful paint as each becomes known,
 * the paint as it grows (the monitor shows it live). The paint comes from the browser's own `largest-contentful-paint`
 * entries, as web-vitals' onLCP reads them, without its ~2 KB in every public page's first load
 * (docs/behaviours/speed.md#public-pages): measured from the page's activation (a prerendered page's clock starts when
 * it is shown), final at the first input. Returns a function that stops further calls.
 */
export function observeLoadFigures(onChange: (figures: LoadFigures) => void): () => void {
  let stopped = false;
  const figures: LoadFigures = { loadMs: null, lcpMs: null };
  const emit = () => {
    if (!stopped) onChange({ ...figures });
  };

  const [navigation] = performance.getEntriesByType("navigation") as (PerformanceNavigationTiming & {
    activationStart?: number;
  })[];
  const readLoad = () => {
    const [loaded] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    if (loaded && loaded.loadEventEnd > 0) {
      figures.loadMs = loaded.loadEventEnd - loaded.startTime;
      emit();
    }
  };
  if (document.readyState === "complete") {
    // loadEventEnd is set just after the load handlers ran.
    setTimeout(readLoad, 0);
  } else {
    window.addEventListener("load", () => setTimeout(readLoad, 0), { once: true });
  }

  const stopPaint = observeLargestPaint(navigation?.activationStart ?? 0, (ms) => {
    figures.lcpMs = ms;
    emit();
  });

  return () => {
    stopped = true;
    stopPaint();
  };
}

function observeLargestPaint(activationStart: number, onPaint: (ms: number) => void): () => void {
  if (typeof PerformanceObserver === "undefined") return () => {};
  if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) return () => {};
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    if (last) onPaint(Math.max(last.startTime - activationStart, 0));
  });
  observer.observe({ type: "largest-contentful-paint", buffered: true });
  const stop = () => {
    // The entries queued before the input still count.
    const pending = observer.takeRecords();
    const last = pending[pending.length - 1];
    if (last) onPaint(Math.max(last.startTime - activationStart, 0));
    observer.disconnect();
    for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, stop, true);
  };
  for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, stop, { capture: true, once: true });
  return stop;
}
