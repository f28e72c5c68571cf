import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

// One axe-core runner for every spec. axe-core is a dev dependency of both web apps; the marketing app's copy is read.
const AXE_SOURCE = readFileSync(
  path.resolve(import.meta.dirname, "../../apps/marketing/node_modules/axe-core/axe.min.js"),
  "utf8",
);

/** WCAG 2.0, 2.1 and 2.2 A and AA rules, colour contrast included. */
const RULE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type Violation = { id: string; help: string; nodes: Array<{ target: string[]; failureSummary?: string }> };

/**
 * Runs axe-core on the page (or on `selector`) and returns one line per violation, empty when there is none.
 *
 * It first waits for running CSS transitions to end: a button fading from its disabled colour to its enabled one
 * (the visa form's send button, once hydrated) has, for 150 ms, a contrast that no visitor reads it at, and axe
 * measured exactly that frame on a busy CI machine. Transitions run on the real compositor clock, not Playwright's
 * installed page clock, so waiting on their `finished` promises works with the page clock paused.
 *
 * It also waits until no region says it is busy: a list refetching after a filter change is dimmed (`aria-busy`,
 * 60% opacity) until its rows arrive, and on a slow machine a test's own waits (a row it expects, already there from
 * an earlier keystroke's result) can pass inside that window. axe is about the page people read, not that frame.
 */
export async function axeViolations(page: Page, selector = "body"): Promise<string[]> {
  // A list can start refetching while axe runs (a resize, a refetch on focus): then it measured a dimmed frame, and
  // runs again once the list has settled. A few rounds at most, so a page that is always busy still gets an answer.
  for (let round = 1; ; round++) {
    await settle(page);
    const violations = await runAxe(page, selector);
    const wasBusy = await page.evaluate(() => {
      const watch = (window as unknown as { __axeBusyWatch?: { seen: boolean; observer: MutationObserver } })
        .__axeBusyWatch;
      watch?.observer.disconnect();
      return (watch?.seen ?? false) || document.querySelector('[aria-busy="true"]') !== null;
    });
    if (violations.length === 0 || !wasBusy || round === 3) return violations;
  }
}

/** Waits until no region is busy and running CSS transitions have ended, then watches for a region turning busy. */
async function settle(page: Page) {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  await page.evaluate(async () => {
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.allSettled(transitions.map((transition) => transition.finished));
    const watch = { seen: false, observer: new MutationObserver(() => {}) };
    watch.observer = new MutationObserver(() => {
      if (document.querySelector('[aria-busy="true"]')) watch.seen = true;
    });
    watch.observer.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ["aria-busy"],
    });
    (window as unknown as { __axeBusyWatch: typeof watch }).__axeBusyWatch = watch;
  });
}

async function runAxe(page: Page, selector: string): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the sites' CSP (rightly forbidding inline script) does not govern.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ sel, tags }) => {
      const axe = (
        window as unknown as {
          axe: { run: (...args: unknown[]) => Promise<{ violations: Violation[] }> };
        }
      ).axe;
      const result = await axe.run(sel, { runOnly: tags });
      return result.violations.map(
        (v) =>
          `${v.id} (${v.help}): ${v.nodes.map((n) => `${n.target.join(" ")} [${n.failureSummary}]`).join("; ")}`,
      );
    },
    { sel: selector, tags: RULE_TAGS },
  );
}
