import { onLCP } from "web-vitals";
import type { LoadFigures } from "#slow-load.ts";

/**
 * Calls `onChange` with the page's load time (navigation timing) and largest contentful paint (web-vitals) as each
 * becomes known. Returns a function that stops further calls.
 */
export function observeLoadFigures(onChange: (figures: LoadFigures) => void): () => void {
  let stopped = false;
  const figures: LoadFigures = { loadMs: null, lcpMs: null };
  const emit = () => {
    if (!stopped) onChange({ ...figures });
  };

  const readLoad = () => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    if (navigation && navigation.loadEventEnd > 0) {
      figures.loadMs = navigation.loadEventEnd - navigation.startTime;
      emit();
    }
  };
  if (document.readyState === "complete") {
    // loadEventEnd is set just after the load handlers ran.
    setTimeout(readLoad, 0);
  } else {
    window.addEventListener("load", () => setTimeout(readLoad, 0), { once: true });
  }

  // reportAllChanges: the monitor shows the figure as it grows, not only the final one.
  onLCP(
    (metric) => {
      figures.lcpMs = metric.value;
      emit();
    },
    { reportAllChanges: true },
  );

  return () => {
    stopped = true;
  };
}
