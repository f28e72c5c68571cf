import { SLOW_LCP_MS, SLOW_LOAD_MS } from "#constants.ts";

export interface LoadFigures {
  /** Navigation start to the load event, ms; null until known. */
  loadMs: number | null;
  /** Largest contentful paint, ms; null until known. */
  lcpMs: number | null;
}

/** The slow-load warnings of SPEC.md §8: load over 5 s, largest paint over 3 s. */
export function slowLoadWarnings(figures: LoadFigures): string[] {
  const warnings: string[] = [];
  if (figures.loadMs !== null && figures.loadMs > SLOW_LOAD_MS) {
    warnings.push(`Slow page load: ${Math.round(figures.loadMs)} ms (over ${SLOW_LOAD_MS} ms)`);
  }
  if (figures.lcpMs !== null && figures.lcpMs > SLOW_LCP_MS) {
    warnings.push(`Slow largest contentful paint: ${Math.round(figures.lcpMs)} ms (over ${SLOW_LCP_MS} ms)`);
  }
  return warnings;
}
