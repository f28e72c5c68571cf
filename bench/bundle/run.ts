// The JavaScript each page makes a visitor download in its first seconds (gzip), measured in a real browser: every
// script the page fetches from navigation until FIRST_SECONDS after its load event (chunks fetched right after the
// load event count as much as those before it), with no interaction. Covers every kind of public page, the CRM's
// login card and the CRM signed in (on an empty database: which scripts a page fetches does not depend on its rows),
// beside a minimal React 19 + Vite page built in the same run (each page's total is also printed as a multiple of the
// reference's). Each file is counted at its gzipped size (node:zlib, default level) from the build's own dist folder, so the
// figures are deterministic whatever the machine's load. Prints figures; asserts nothing.
//
// The budgets of docs/behaviours/speed.md#public-pages and #crm-pages, for reading the figures: home ≤ 100 KB,
// /visa-form ≤ 140 KB, the login card ≤ 120 KB.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  benchmarkedPages,
  buildProduct,
  crmDist,
  marketingDist,
  root,
  startProduct,
} from "../support/product.ts";
import { startReferencePage } from "../support/reference.ts";

/** How long after the load event the page is watched: what a visitor who just reads has downloaded by then. */
const FIRST_SECONDS = 5;

// Playwright from the e2e package (the repository's root does not depend on it), driving Debian's Chromium as the e2e
// suite does; these are the few shapes this script uses of it.
interface PlaywrightResponse {
  url(): string;
  request(): { resourceType(): string };
  body(): Promise<Buffer>;
}
interface PlaywrightPage {
  on(event: "response", listener: (response: PlaywrightResponse) => void): void;
  goto(url: string, options: { waitUntil: "load" }): Promise<unknown>;
  waitForTimeout(ms: number): Promise<void>;
  url(): string;
}
interface PlaywrightContext {
  newPage(): Promise<PlaywrightPage>;
  close(): Promise<void>;
}
interface PlaywrightBrowser {
  newContext(options: {
    viewport: { width: number; height: number };
    storageState?: {
      cookies: {
        name: string;
        value: string;
        domain: string;
        path: string;
        expires: number;
        httpOnly: boolean;
        secure: boolean;
        sameSite: "Lax";
      }[];
      origins: { origin: string; localStorage: { name: string; value: string }[] }[];
    };
  }): Promise<PlaywrightContext>;
  version(): string;
  close(): Promise<void>;
}
const { chromium } = createRequire(path.join(root, "e2e/package.json"))("@playwright/test") as {
  chromium: { launch(options: { executablePath: string; args: string[] }): Promise<PlaywrightBrowser> };
};
const { CHROMIUM_ARGS, findChromium } = await import("../../e2e/support/chromium.ts");

buildProduct();

interface Fetched {
  url: string;
  /** Milliseconds from navigation start to the response. */
  at: number;
  afterLoad: boolean;
  gzip: number;
}

const gzipSizes = new Map<string, number>();
/** The gzipped size of a fetched script, from the dist folder that served it (else the bytes the browser received). */
function gzipSize(file: string | undefined, body: () => Promise<Buffer>): Promise<number> {
  if (file && existsSync(file)) {
    let size = gzipSizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(file)).length;
      gzipSizes.set(file, size);
    }
    return Promise.resolve(size);
  }
  return body().then((bytes) => gzipSync(bytes).length);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const reference = await startReferencePage();
const product = await startProduct({ seed: false }).catch(async (error: unknown) => {
  await reference.stop();
  throw error;
});
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });

/**
 * Whether a response is JavaScript the page downloaded: Chromium types module scripts, modulepreloads, dynamic imports
 * and workers as "script", but a `<link rel="prefetch">` as "other" and a fetch() as "fetch", so the path counts too.
 */
function isJavaScript(resourceType: string, pathname: string): boolean {
  return resourceType === "script" || /\.m?js$/.test(pathname);
}

/** Loads `url` in a fresh context and returns every script it fetched in its first seconds. */
async function scriptsOf(url: string, dist: (pathname: string) => string | undefined, signedIn: boolean) {
  const origin = new URL(url).origin;
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    ...(signedIn
      ? {
          storageState: {
            cookies: product.session.cookies.map((cookie) => ({
              ...cookie,
              domain: new URL(url).hostname,
              path: "/",
              expires: -1,
              httpOnly: true,
              secure: false,
              sameSite: "Lax" as const,
            })),
            origins: [{ origin, localStorage: product.session.localStorage }],
          },
        }
      : {}),
  });
  const page = await context.newPage();
  const fetched: Promise<Fetched>[] = [];
  let loadedAt: number | undefined;
  const start = Date.now();
  page.on("response", (response) => {
    const pathname = new URL(response.url()).pathname;
    if (!isJavaScript(response.request().resourceType(), pathname)) return;
    const at = Date.now() - start;
    const afterLoad = loadedAt !== undefined;
    fetched.push(
      gzipSize(dist(pathname), () => response.body()).then((gzip) => ({
        url: pathname,
        at,
        afterLoad,
        gzip,
      })),
    );
  });
  await page.goto(url, { waitUntil: "load" });
  loadedAt = Date.now() - start;
  await page.waitForTimeout(FIRST_SECONDS * 1000);
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return { scripts: await Promise.all(fetched), loadedAt, finalPath };
}

function distFile(pathname: string): string | undefined {
  if (pathname.startsWith("/static/marketing/")) return path.join(marketingDist, pathname);
  if (pathname.startsWith("/static/crm/")) return path.join(crmDist, pathname);
  return undefined;
}

console.log(
  `JavaScript fetched from navigation to ${FIRST_SECONDS} s after the load event (gzip, from each build's dist), ` +
    `no interaction, Chromium ${browser.version()}`,
);
console.log(
  `${"page".padEnd(40)}${"in all".padStart(10)}${"× ref".padStart(8)}${"by load".padStart(10)}` +
    `${"after".padStart(10)}${"files".padStart(7)}`,
);
try {
  const pages = benchmarkedPages(product.origin, reference.origin);
  /** The reference page's total (the first row): every page's total is also printed as a multiple of it. */
  let referenceTotal: number | undefined;
  for (const page of pages) {
    const dist = page.url.startsWith(reference.origin)
      ? (pathname: string) => path.join(reference.dist, pathname)
      : distFile;
    const { scripts, finalPath } = await scriptsOf(page.url, dist, page.signedIn);
    const sum = (list: Fetched[]) => list.reduce((total, script) => total + script.gzip, 0);
    const before = sum(scripts.filter((script) => !script.afterLoad));
    const after = sum(scripts.filter((script) => script.afterLoad));
    const moved = new URL(page.url).pathname !== finalPath ? `  (ended on ${finalPath})` : "";
    referenceTotal ??= before + after;
    const ratio = `${((before + after) / referenceTotal).toFixed(2)}×`;
    console.log(
      `${page.label.padEnd(40)}${kb(before + after).padStart(10)}${ratio.padStart(8)}${kb(before).padStart(10)}` +
        `${kb(after).padStart(10)}${String(scripts.length).padStart(7)}${moved}`,
    );
    for (const script of scripts.sort((a, b) => b.gzip - a.gzip))
      console.log(
        `    ${kb(script.gzip).padStart(9)}  ${path.posix.basename(script.url).padEnd(44)}` +
          `${script.afterLoad ? "after load" : "by load"}, ${script.at} ms`,
      );
  }
} finally {
  await browser.close();
  await reference.stop();
  await product.stop();
}
