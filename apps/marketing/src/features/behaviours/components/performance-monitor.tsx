import { type LoadFigures, slowLoadFindings, slowLoadWarnings } from "@visadesk/detectors";
import { BEHAVIOUR_UI_ATTRIBUTE, observeLoadFigures } from "@visadesk/detectors/dom";
import { useEffect, useRef, useState } from "react";
import { useT } from "#lib/i18n.tsx";

/** `?perf=1` in the address opens the performance monitor; so does Alt+Shift+P. */
export const PERF_QUERY_FLAG = "perf";
export const PERF_HOTKEY = { altKey: true, shiftKey: true, code: "KeyP" } as const;

/** True when the address asks for the monitor. */
export function perfFlagIn(search: string): boolean {
  const value = new URLSearchParams(search).get(PERF_QUERY_FLAG);
  return value !== null && value !== "0" && value !== "false";
}

export interface PerformanceMonitorProps {
  search: string;
  /** Where the slow-load warnings go; `console.warn` by default. */
  warn?: (message: string) => void;
  /** Supplies the figures; the browser's navigation timing and web-vitals by default. */
  observe?: (onChange: (figures: LoadFigures) => void) => () => void;
}

/**
 * Logs SPEC.md §8's slow-load warnings (load over 5 s, largest contentful paint over 3 s; in English, for developers)
 * and keeps a hidden box with those figures in the page's language, opened with `?perf=1` or Alt+Shift+P.
 */
export function PerformanceMonitor({
  search,
  warn = (message) => console.warn(message),
  observe = observeLoadFigures,
}: PerformanceMonitorProps) {
  const [figures, setFigures] = useState<LoadFigures>({ loadMs: null, lcpMs: null });
  const [open, setOpen] = useState(() => perfFlagIn(search));
  const t = useT();
  const warned = useRef(new Set<string>());
  const warnRef = useRef(warn);
  warnRef.current = warn;

  useEffect(() => observe(setFigures), [observe]);

  const warnings = slowLoadWarnings(figures);
  useEffect(() => {
    for (const message of warnings) {
      // One warning per kind, even though the largest paint is reported several times as it grows.
      const kind = message.split(":")[0] ?? message;
      if (warned.current.has(kind)) continue;
      warned.current.add(kind);
      warnRef.current(message);
    }
  });

  useEffect(() => {
    if (perfFlagIn(search)) setOpen(true);
  }, [search]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.shiftKey && event.code === PERF_HOTKEY.code) setOpen((was) => !was);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  if (!open) return null;
  const ms = (value: number | null) =>
    value === null ? t("notice.perf.measuring") : t("notice.perf.ms", { ms: Math.round(value) });
  const findings = slowLoadFindings(figures);
  return (
    <section
      {...{ [BEHAVIOUR_UI_ATTRIBUTE]: "" }}
      aria-label={t("notice.perf.label")}
      className="fixed bottom-4 left-4 z-40 w-64 rounded-lg bg-slate-900/90 p-3 font-mono text-xs text-white shadow-lg"
    >
      <dl className="grid grid-cols-2 gap-1">
        <dt>{t("notice.perf.load")}</dt>
        <dd data-testid="perf-load">{ms(figures.loadMs)}</dd>
        <dt>{t("notice.perf.lcp")}</dt>
        <dd data-testid="perf-lcp">{ms(figures.lcpMs)}</dd>
      </dl>
      {findings.length > 0 && (
        <ul className="mt-2 text-amber-300">
          {findings.map((finding) => (
            <li key={finding.kind}>
              {t(finding.kind === "load" ? "notice.perf.slow.load" : "notice.perf.slow.lcp", {
                ms: finding.ms,
                limit: finding.limitMs,
              })}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="mt-2 underline" onClick={() => setOpen(false)}>
        {t("notice.perf.hide")}
      </button>
    </section>
  );
}
