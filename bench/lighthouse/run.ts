// Lighthouse (mobile: its default emulated phone and simulated slow 4G) on every kind of public page (the Hindi home and
// a Hindi destination page among them: docs/decisions/011), the CRM's login
// card and the CRM signed in (the CEO, on the demo year's data), each RUNS times beside a minimal React 19 + Vite page
// measured the same way in the same run, in interleaved rounds: on a shared machine the reference says what the machine
// gave the simplest page at that moment. Prints the median run's four category scores and LCP, TBT and CLS (and each
// run's performance score), per page, and the median of the rounds' ratios of its LCP to the reference's ("× ref"). Builds first (turbo: an unchanged build is a cache hit; BENCH_SKIP_BUILD=1 measures the build as
// it is), seeds a temporary DATA_DIR and starts `node apps/api/dist/main.js` on it (bench/support/product.ts). Prints
// figures; asserts nothing.
//
// BENCH_LIGHTHOUSE_REPORTS=<folder> also writes each run's full report there (`<page>-<run>.json`), for reading what a
// score is made of (the LCP element and its phases, the requests in the critical chain, the main thread's tasks).
//
// The aims of docs/behaviours/speed.md, for reading the figures: every public page performance ≥ 97 and the other three
// 100, home TBT ≤ 50 ms; the login card LCP ≤ 1.5 s and best practices 100; signed-in /crm and /crm/leads ≥ 95; CLS ≤
// 0.02 on every CRM page.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { benchmarkedPages, buildProduct, root, startProduct } from "../support/product.ts";
import { startReferencePage } from "../support/reference.ts";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

buildProduct();
if (!existsSync(chromePath)) {
  console.error(`Missing ${chromePath}: install Chromium or set CHROME_PATH`);
  process.exit(1);
}

// The minimal shapes this script uses of lighthouse, chrome-launcher and puppeteer-core (loaded from the marketing
// package, which depends on lighthouse; the other two come with it).
interface LighthouseResult {
  report: string | string[];
  lhr: {
    runtimeError?: { code: string; message: string };
    finalDisplayedUrl?: string;
    runWarnings: string[];
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
    environment?: { benchmarkIndex?: number };
  };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
interface LaunchedChrome {
  port: number;
  kill(): Promise<void> | void;
}
type Launch = (options: { chromePath: string; chromeFlags: string[] }) => Promise<LaunchedChrome>;
interface PuppeteerPage {
  goto(url: string): Promise<unknown>;
  evaluate<A>(fn: (arg: A) => void, arg: A): Promise<void>;
  setCookie(...cookies: { name: string; value: string; url: string }[]): Promise<void>;
  close(): Promise<void>;
}
interface PuppeteerBrowser {
  newPage(): Promise<PuppeteerPage>;
  disconnect(): Promise<void>;
}
type Connect = (options: { browserURL: string }) => Promise<PuppeteerBrowser>;

const requireFromMarketing = createRequire(path.join(root, "apps/marketing/package.json"));
const lighthousePath = requireFromMarketing.resolve("lighthouse");
const requireFromLighthouse = createRequire(lighthousePath);
const lighthouse: Lighthouse = (await import(pathToFileURL(lighthousePath).href)).default;
const { launch }: { launch: Launch } = await import(
  pathToFileURL(requireFromLighthouse.resolve("chrome-launcher")).href
);
const puppeteer: { connect: Connect } = requireFromLighthouse("puppeteer-core");

interface Run {
  scores: (number | null)[];
  lcp?: number;
  tbt?: number;
  cls?: number;
  /** Lighthouse's measure of the CPU it had (higher is faster): simulated TBT and LCP move with it. */
  benchmarkIndex?: number;
  error?: string;
  warnings: string[];
}

/** Writes a run's full JSON report into REPORTS, when set. */
function keepReport(result: LighthouseResult, label: string, run: number) {
  if (!REPORTS) return;
  mkdirSync(REPORTS, { recursive: true });
  const name = `${label.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${run + 1}.json`;
  writeFileSync(
    path.join(REPORTS, name),
    Array.isArray(result.report) ? (result.report[0] ?? "") : result.report,
  );
}

async function measure(
  port: number,
  url: string,
  signedIn: boolean,
  label: string,
  run: number,
): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    // Signed in: the session (cookie and the CRM's stored user) must survive Lighthouse's storage reset, so the reset
    // is skipped and the HTTP cache is emptied before the run instead (see signIn): a cold load, signed in.
    ...(signedIn ? { disableStorageReset: true } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  keepReport(result, label, run);
  const { lhr } = result;
  const score = (category: string) => {
    const value = lhr.categories[category]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  return {
    scores: CATEGORIES.map(score),
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue,
    tbt: lhr.audits["total-blocking-time"]?.numericValue,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code} ${lhr.runtimeError.message}` } : {}),
    // A run that ended on another page (a redirect) measured that page, not this one.
    warnings:
      lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname
        ? [...lhr.runWarnings, `ended on ${new URL(lhr.finalDisplayedUrl).pathname}`]
        : lhr.runWarnings,
  };
}

const reference = await startReferencePage();
const product = await startProduct({ seed: true }).catch(async (error: unknown) => {
  await reference.stop();
  throw error;
});
let chrome: LaunchedChrome | undefined;
try {
  chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

  /** Puts the CEO's session into the browser's profile and empties its HTTP cache (before each signed-in run). */
  async function signIn() {
    const page = await browser.newPage();
    await page.goto(`${product.origin}/robots.txt`);
    await page.setCookie(...product.session.cookies.map((cookie) => ({ ...cookie, url: product.origin })));
    await page.evaluate((entries) => {
      // Runs in the page: its localStorage (the repository's tools are typed without the DOM).
      const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
        .localStorage;
      for (const { name, value } of entries) storage.setItem(name, value);
    }, product.session.localStorage);
    const client = await (
      page as unknown as { createCDPSession(): Promise<{ send(method: string): Promise<unknown> }> }
    ).createCDPSession();
    await client.send("Network.clearBrowserCache");
    await page.close();
  }

  /**
   * Takes the CEO's session out of the browser's profile before a page measured signed out: Lighthouse's own storage
   * reset keeps cookies and the CRM's stored user, so in interleaved rounds the login card found the round before's
   * session and ended on My day, or its stored user and said the session had expired.
   */
  async function signOut() {
    const page = await browser.newPage();
    await page.goto(`${product.origin}/robots.txt`);
    await page.evaluate(() => {
      // Runs in the page: its localStorage (the repository's tools are typed without the DOM).
      (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear();
    }, undefined);
    const client = await (
      page as unknown as { createCDPSession(): Promise<{ send(method: string): Promise<unknown> }> }
    ).createCDPSession();
    await client.send("Network.clearBrowserCookies");
    await page.close();
  }

  console.log(
    `Lighthouse (mobile, simulated throttling), median of ${RUNS} runs per page; the product at ${product.origin}, ` +
      `Chromium ${chromePath}`,
  );
  console.log(
    `${"page".padEnd(40)} ${["perf", "a11y", "bp", "seo"].map((c) => c.padStart(5)).join("")}` +
      `${"LCP".padStart(10)}${"× ref".padStart(8)}${"TBT".padStart(10)}${"CLS".padStart(8)}   perf of each run (benchmark index)`,
  );
  const pages = benchmarkedPages(product.origin, reference.origin);
  // Interleaved rounds (every page once per round, the reference first), so that a moment when the shared machine is
  // busy weighs on every page alike, and each page's LCP is read against the reference's of its own round.
  const runsOf = pages.map((): Run[] => []);
  for (let run = 0; run < RUNS; run++) {
    for (const [index, page] of pages.entries()) {
      await (page.signedIn ? signIn() : signOut());
      runsOf[index]?.push(await measure(chrome.port, page.url, page.signedIn, page.label, run));
    }
  }
  const referenceRuns = runsOf[0] ?? [];
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  };
  for (const [index, page] of pages.entries()) {
    const runs = runsOf[index] ?? [];
    // The median run by performance score (a run without one counts as the lowest).
    const ordered = [...runs].sort((a, b) => (a.scores[0] ?? -1) - (b.scores[0] ?? -1));
    const medianRun = ordered[Math.floor((ordered.length - 1) / 2)] as Run;
    // The median of the rounds' ratios of this page's LCP to the reference's in the same round.
    const ratios = runs.flatMap((run, round) => {
      const referenceLcp = referenceRuns[round]?.lcp;
      return run.lcp !== undefined && referenceLcp ? [run.lcp / referenceLcp] : [];
    });
    const lcpRatio = ratios.length > 0 ? `${(median(ratios) ?? 0).toFixed(2)}×` : "-";
    const ms = (value: number | undefined) => (value === undefined ? "-" : `${Math.round(value)} ms`);
    console.log(
      `${page.label.padEnd(40)} ${medianRun.scores.map((s) => (s === null ? "-" : String(s)).padStart(5)).join("")}` +
        `${ms(medianRun.lcp).padStart(10)}${lcpRatio.padStart(8)}${ms(medianRun.tbt).padStart(10)}` +
        `${(medianRun.cls === undefined ? "-" : medianRun.cls.toFixed(3)).padStart(8)}   ` +
        runs
          .map(
            (run) =>
              `${run.scores[0] ?? "-"} (${run.benchmarkIndex === undefined ? "-" : Math.round(run.benchmarkIndex)})`,
          )
          .join(" "),
    );
    for (const run of runs) if (run.error) console.log(`    error: ${run.error}`);
    for (const warning of new Set(runs.flatMap((run) => run.warnings)))
      console.log(`    warning: ${warning}`);
  }
  await browser.disconnect();
} finally {
  await chrome?.kill();
  await reference.stop();
  await product.stop();
}
