/**
 * The Loading... screen a page's HTML shows before any script runs (the CRM's signed-in pages: decision 024) is on
 * screen from the first paint, up to half a second before the app starts and mounts its own watched screen. The
 * 10 s and 15 s of docs/behaviours/public-site.md#loading-screen count from when the visitor first sees the screen, so
 * the app notes that moment when it takes the HTML's screen over, and the first watch started afterwards counts from
 * it.
 */
let shownAt: number | null = null;

type PaintTimeline = Pick<Performance, "now" | "getEntriesByName">;

/**
 * The app found the HTML's Loading... screen on the page: remember when it was first painted (on the performance
 * timeline). Without a paint yet (a page opened in a background tab paints when shown), the screen has not been
 * seen, and the watch counts from its own start.
 */
export function noteHtmlLoadingScreen(perf: PaintTimeline = globalThis.performance): void {
  const paint = perf.getEntriesByName("first-paint")[0] ?? perf.getEntriesByName("first-contentful-paint")[0];
  shownAt = paint ? paint.startTime : null;
}

/**
 * How long the HTML's Loading... screen has been on screen, for the first watch to start after
 * {@link noteHtmlLoadingScreen}; 0 for every later one (a navigation's screen appears as its watch starts).
 */
export function takeHtmlLoadingScreenShownForMs(
  perf: Pick<Performance, "now"> = globalThis.performance,
): number {
  if (shownAt === null) return 0;
  const shownFor = perf.now() - shownAt;
  shownAt = null;
  return Math.max(0, shownFor);
}
