// Lighthouse (mobile: its default emulated phone and simulated slow 4G) on /, /visa-form, /blog, one blog post, two
// destination pages, the Hindi home and a Hindi destination page of the built product (issues 8, 18 and 22:
// performance 95 or more, accessibility, best practices and SEO 100). Starts `node apps/api/dist/main.js` on a free
// loopback port with a temporary DATA_DIR, runs Debian's Chromium through chrome-launcher, prints the four category
// scores and LCP, TBT and CLS per page, and stops the server. Prints figures; asserts nothing. Builds first
// (`pnpm build`: turbo, so an unchanged build is a cache hit) so that the figures are never those of a stale build;
// BENCH_SKIP_BUILD=1 measures the build as it is.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "../..");
const serverEntry = path.join(root, "apps/api/dist/main.js");
const marketingDist = path.join(root, "apps/marketing/dist");
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

if (process.env.BENCH_SKIP_BUILD !== "1") {
  const build = spawnSync("pnpm", ["build", "--output-logs=errors-only"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

for (const [file, hint] of [
  [serverEntry, "pnpm build"],
  [path.join(marketingDist, "index.html"), "pnpm build"],
  [chromePath, "install Chromium or set CHROME_PATH"],
] as const) {
  if (!existsSync(file)) {
    console.error(`Missing ${file}: ${hint}`);
    process.exit(1);
  }
}

// The minimal shapes this script uses of lighthouse and chrome-launcher (loaded from the marketing package, which
// depends on lighthouse; chrome-launcher comes with it).
interface LighthouseResult {
  lhr: {
    runtimeError?: { code: string; message: string };
    runWarnings: string[];
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; displayValue?: string }>;
  };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
interface LaunchedChrome {
  port: number;
  kill(): Promise<void> | void;
}
type Launch = (options: { chromePath: string; chromeFlags: string[] }) => Promise<LaunchedChrome>;

const requireFromMarketing = createRequire(path.join(root, "apps/marketing/package.json"));
const lighthousePath = requireFromMarketing.resolve("lighthouse");
const requireFromLighthouse = createRequire(lighthousePath);
const lighthouse: Lighthouse = (await import(pathToFileURL(lighthousePath).href)).default;
const { launch }: { launch: Launch } = await import(
  pathToFileURL(requireFromLighthouse.resolve("chrome-launcher")).href
);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(origin: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin} did not come up within 60 s`);
}

const firstPost = readdirSync(path.join(marketingDist, "blog"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()[0];
// Two destination pages (issue 18): the longest one (the UK's) and a short one.
const destinations = ["/visa/united-kingdom", "/visa/japan"].filter((page) =>
  existsSync(path.join(marketingDist, page, "index.html")),
);
// The Hindi home and a Hindi destination page (issue 22).
const hindi = ["/hi/", "/hi/visa/canada"].filter((page) =>
  existsSync(path.join(marketingDist, page, "index.html")),
);
const paths = [
  "/",
  "/visa-form",
  "/blog",
  ...(firstPost ? [`/blog/${firstPost}`] : []),
  ...destinations,
  ...hindi,
];

const dataDir = mkdtempSync(path.join(tmpdir(), "visadesk-lighthouse-"));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: ["ignore", "ignore", "inherit"],
});
let chrome: LaunchedChrome | undefined;
try {
  await waitUntilUp(origin, server);
  chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
  console.log(`Lighthouse (mobile, simulated throttling) against ${origin}, Chromium ${chromePath}`);
  console.log(
    `${"page".padEnd(40)} ${["perf", "a11y", "bp", "seo"].map((c) => c.padStart(5)).join("")}` +
      `${"LCP".padStart(10)}${"TBT".padStart(10)}${"CLS".padStart(8)}`,
  );
  for (const pagePath of paths) {
    const result = await lighthouse(`${origin}${pagePath}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    const { lhr } = result;
    if (lhr.runtimeError) console.log(`  ${pagePath}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      return (score === null || score === undefined ? "-" : String(Math.round(score * 100))).padStart(5);
    }).join("");
    const ms = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      return value === undefined ? "-" : `${Math.round(value)} ms`;
    };
    const cls = lhr.audits["cumulative-layout-shift"]?.numericValue;
    console.log(
      `${pagePath.padEnd(40)} ${scores}${ms("largest-contentful-paint").padStart(10)}` +
        `${ms("total-blocking-time").padStart(10)}${(cls === undefined ? "-" : cls.toFixed(3)).padStart(8)}`,
    );
    for (const warning of lhr.runWarnings) console.log(`    warning: ${warning}`);
  }
} finally {
  await chrome?.kill();
  server.kill("SIGTERM");
  await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve(null)));
  rmSync(dataDir, { recursive: true, force: true });
}
