import { type LoadFigures, slowLoadFindings } from "@visadesk/detectors";
import { BEHAVIOUR_UI_ATTRIBUTE } from "@visadesk/detectors/dom";
import { useT } from "#lib/i18n.tsx";

export interface PerformancePanelProps {
  figures: LoadFigures;
  onHide: () => void;
}

/** The performance monitor's box: the page's load figures and what is slow, in the page's language. */
export function PerformancePanel({ figures, onHide }: PerformancePanelProps) {
  const t = useT();
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
      <button type="button" className="mt-2 underline" onClick={onHide}>
        {t("notice.perf.hide")}
      </button>
    </section>
  );
}
