import { type LoadFigures, slowLoadWarnings } from "@visadesk/detectors";
import { observeLoadFigures } from "@visadesk/detectors/dom";
import { useEffect, useRef, useState } from "react";
import type { PerformancePanelProps } from "#features/behaviours/components/performance-panel.tsx";
import { deferredComponent } from "#lib/deferred-component.tsx";

/**
 * The box's code leaves every page's first load (docs/behaviours/speed.md#public-pages): the warnings are watched from
 * the start, the box itself is fetched when a developer opens it.
 */
export const DeferredPerformancePanel = deferredComponent<PerformancePanelProps>(() =>
  import("#features/behaviours/components/performance-panel.tsx").then((module) => module.PerformancePanel),
);

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
 * Logs the slow-load warnings of docs/behaviours/public-site.md#slow-load (load over 5 s, largest contentful paint over
 * 3 s; in English, for developers) and keeps a hidden box with those figures in the page's language, opened with
 * `?perf=1` or Alt+Shift+P.
 */
export function PerformanceMonitor({
  search,
  warn = (message) => console.warn(message),
  observe = observeLoadFigures,
}: PerformanceMonitorProps) {
  const [figures, setFigures] = useState<LoadFigures>({ loadMs: null, lcpMs: null });
  const [open, setOpen] = useState(() => perfFlagIn(search));
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
  return <DeferredPerformancePanel.Component figures={figures} onHide={() => setOpen(false)} />;
}
