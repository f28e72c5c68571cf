import { SLOW_LCP_MS, SLOW_LOAD_MS } from "#constants.ts";

export interface LoadFigures {
  /** Navigation start to the load event, ms; null until known. */
  loadMs: number | null;
  /** Largest contentful paint, ms; null until known. */
  lcpMs: number | null;
}

/**
 * One figure over its limit (docs/behaviours/public-site.md#slow-load): which one, its rounded value and the limit, in
 * ms.
 */
export interface SlowLoadFinding {
  kind: "load" | "lcp";
  ms: number;
  limitMs: number;
}

/**
 * The figures over the limits of docs/behaviours/public-site.md#slow-load (load over 5 s, largest paint over 3 s), load
 * first; as data, for any language.
 */
export function slowLoadFindings(figures: LoadFigures): SlowLoadFinding[] {
  const findings: SlowLoadFinding[] = [];
  if (figures.loadMs !== null && figures.loadMs > SLOW_LOAD_MS)
    findings.push({ kind: "load", ms: Math.round(figures.loadMs), limitMs: SLOW_LOAD_MS });
  if (figures.lcpMs !== null && figures.lcpMs > SLOW_LCP_MS)
    findings.push({ kind: "lcp", ms: Math.round(figures.lcpMs), limitMs: SLOW_LCP_MS });
  return findings;
}

const LOG_LABELS: Readonly<Record<SlowLoadFinding["kind"], string>> = {
  load: "Slow page load",
  lcp: "Slow largest contentful paint",
};

/**
 * The slow-load warnings of docs/behaviours/public-site.md#slow-load, as the English lines the console logs: load over
 * 5 s, largest paint over 3 s.
 */
export function slowLoadWarnings(figures: LoadFigures): string[] {
  return slowLoadFindings(figures).map(
    (finding) => `${LOG_LABELS[finding.kind]}: ${finding.ms} ms (over ${finding.limitMs} ms)`,
  );
}
