import type { SeedProgress, SeedStep } from "#seed/demo.ts";

/**
 * Each step's share of the seed's time, measured on the shared 2-core machine (`pnpm demo`'s first run: enquiries
 * 3.5 s, working the leads 38 s, the dashboards' story 14.5 s, statistics 0.3 s): the percentage and the time left
 * follow the time, not the count of steps.
 */
const STEP_SHARES: Record<SeedStep, number> = { enquiries: 0.06, leads: 0.67, story: 0.26, statistics: 0.01 };
const STEP_WORDS: Record<SeedStep, string> = {
  enquiries: "website enquiries",
  leads: "working the leads: calls, deals, cases, passports",
  story: "the dashboards' campaigns and appeals",
  statistics: "the database's statistics",
};
const ORDER = Object.keys(STEP_SHARES) as SeedStep[];

/** Under this share done, a time left would be a guess: the line says "estimating" instead. */
const ESTIMATE_FROM = 0.05;

export interface ProgressOutput {
  /** A terminal: the line is rewritten in place; otherwise (a pipe, a log) each report is a line of its own. */
  isTTY?: boolean;
  write(text: string): unknown;
}

/** "about 1 min 5 s left" / "about 40 s left". */
export function timeLeftText(seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  return s >= 60 ? `about ${Math.floor(s / 60)} min ${s % 60} s left` : `about ${s} s left`;
}

/**
 * A progress line for the demo seed: what it is doing, the share done and the time left, e.g. "Filling demo data:
 * 42% (working the leads…: 460 of 1,103), about 35 s left". Reports come from the seed as it goes; `tick()` (every
 * couple of seconds) says it again with the time left counted down, so that a step that reports rarely is not
 * silent. `finish()` ends the line.
 */
export function seedProgressLine(out: ProgressOutput, now: () => number = () => performance.now()) {
  const started = now();
  let fraction = 0;
  let detail = "starting";
  let lastPrinted = -1;
  let total: number | null = null;

  function print(force: boolean) {
    const percent = Math.floor(fraction * 100);
    if (!force && percent === lastPrinted) return;
    lastPrinted = percent;
    const elapsed = (now() - started) / 1000;
    const left = total === null ? "estimating the time left" : timeLeftText(total - elapsed);
    const line = `Filling demo data: ${String(percent).padStart(3)}% (${detail}), ${left}`;
    out.write(out.isTTY ? `\r\x1b[2K${line}` : `${line}\n`);
  }

  const report: SeedProgress = (step, done, count) => {
    const before = ORDER.slice(0, ORDER.indexOf(step)).reduce((sum, s) => sum + STEP_SHARES[s], 0);
    fraction = Math.min(1, before + STEP_SHARES[step] * (count === 0 ? 1 : done / count));
    detail =
      count > 1
        ? `${STEP_WORDS[step]}: ${done.toLocaleString("en-IN")} of ${count.toLocaleString("en-IN")}`
        : STEP_WORDS[step];
    const elapsed = (now() - started) / 1000;
    if (fraction >= ESTIMATE_FROM) total = elapsed / fraction;
    print(false);
  };

  return {
    report,
    tick: () => print(true),
    finish: () => {
      const seconds = Math.round((now() - started) / 1000);
      out.write(`${out.isTTY ? "\r\x1b[2K" : ""}Filled the demo data in ${seconds} s.\n`);
    },
  };
}
