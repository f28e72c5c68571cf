// The built product for the browser benchmarks (bench/bundle, bench/lighthouse): builds it (turbo: an unchanged build
// is a cache hit; BENCH_SKIP_BUILD=1 measures the build as it is), seeds a temporary DATA_DIR with the demo year for
// bench/lighthouse (so that the CRM's lists are as full as a real office's and their skeletons give way to rows), starts
// `node apps/api/dist/main.js` on a free loopback port, and signs the CEO in for the CRM's pages. Nothing here measures.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
export const marketingDist = path.join(root, "apps/marketing/dist");
export const crmDist = path.join(root, "apps/crm/dist");
const serverEntry = path.join(root, "apps/api/dist/main.js");
/** The CEO's password in the benchmark's throwaway database (never a real one). */
const CEO_PASSWORD = "bench-ceo-passphrase-5521";

export function buildProduct(): void {
  if (process.env.BENCH_SKIP_BUILD === "1") return;
  const build = spawnSync("pnpm", ["build", "--output-logs=errors-only"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

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
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin} did not come up within 180 s`);
}

export interface RunningProduct {
  origin: string;
  /** The CEO's session: its cookies (name, value) and what the CRM keeps in local storage after a login. */
  session: { cookies: { name: string; value: string }[]; localStorage: { name: string; value: string }[] };
  stop(): Promise<void>;
}

/**
 * Starts the server on a fresh DATA_DIR, seeded with the demo data when `seed` (the layout shifts and paint times of
 * the CRM's lists depend on their rows; which scripts a page fetches does not), and signs the CEO in.
 */
export async function startProduct({ seed }: { seed: boolean }): Promise<RunningProduct> {
  if (!existsSync(serverEntry)) throw new Error(`Missing ${serverEntry}: run pnpm build`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "visadesk-bench-web-"));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", CEO_PASSWORD };
  // BENCH_SEED=0 skips the demo data (a quicker run on a busy machine, but the CRM's lists are then empty).
  if (seed && process.env.BENCH_SEED !== "0") {
    const seeding = spawnSync("pnpm", ["seed:demo"], {
      cwd: root,
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (seeding.status !== 0) throw new Error(`pnpm seed:demo failed (${seeding.status})`);
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(origin, server);
    const response = await fetch(`${origin}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ username: "ceo", password: CEO_PASSWORD }),
    });
    if (!response.ok) throw new Error(`signing the CEO in answered ${response.status}`);
    const cookies = response.headers.getSetCookie().map((cookie) => {
      const [pair = ""] = cookie.split(";");
      const [name = "", ...value] = pair.split("=");
      return { name, value: value.join("=") };
    });
    // The CRM confirms a user it finds in local storage (`system_auth`, as the login card stores it) with
    // /api/auth/me; without it, the guards show the login card whatever the cookie.
    const user = (await response.json()) as { username: string; name: string; role: string };
    const stored = JSON.stringify({ username: user.username, name: user.name, role: user.role });
    return { origin, session: { cookies, localStorage: [{ name: "system_auth", value: stored }] }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The first blog post's address (by slug), if the build has any. */
export function firstBlogPost(): string | undefined {
  const slug = readdirSync(path.join(marketingDist, "blog"), { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && existsSync(path.join(marketingDist, "blog", entry.name, "index.html")),
    )
    .map((entry) => entry.name)
    .sort()[0];
  return slug ? `/blog/${slug}` : undefined;
}

/**
 * The pages both browser benchmarks measure: every kind of public page, the CRM's login card, and the CRM signed in;
 * BENCH_PAGES (comma-separated paths, e.g. "/,/crm/leads") measures only those, and may name any other public page
 * (e.g. "/visa/canada", "/hi/visa/germany").
 */
export function measuredPages(): { path: string; signedIn: boolean }[] {
  const only = process.env.BENCH_PAGES?.split(",").map((page) => page.trim());
  const known = allPages();
  if (!only) return known;
  return only.map((page) => known.find((entry) => entry.path === page) ?? { path: page, signedIn: false });
}

/**
 * The rows of a browser benchmark's table: the minimal React 19 + Vite page first (the floor every page is read
 * against), then `measuredPages()` on the product, each labelled by its path.
 */
export function benchmarkedPages(
  productOrigin: string,
  referenceOrigin: string,
): { label: string; url: string; signedIn: boolean }[] {
  return [
    { label: "reference: minimal React 19 + Vite", url: `${referenceOrigin}/`, signedIn: false },
    ...measuredPages().map((page) => ({
      label: page.signedIn ? `${page.path} (signed in)` : page.path,
      url: `${productOrigin}${page.path}`,
      signedIn: page.signedIn,
    })),
  ];
}

function allPages(): { path: string; signedIn: boolean }[] {
  const post = firstBlogPost();
  const destinations = ["/visa/united-kingdom", "/visa/japan"].filter((page) =>
    existsSync(path.join(marketingDist, page, "index.html")),
  );
  // The Hindi home and a Hindi destination page (docs/decisions/011).
  const hindi = ["/hi/", "/hi/visa/canada"].filter((page) =>
    existsSync(path.join(marketingDist, page, "index.html")),
  );
  return [
    ...["/", "/visa-form", "/blog", ...(post ? [post] : []), ...destinations, ...hindi].map((page) => ({
      path: page,
      signedIn: false,
    })),
    { path: "/webcrmpanel", signedIn: false },
    // The CRM signed in: the pages people keep open all day (My day, the lists and boards, the dashboards).
    ...[
      "/crm",
      "/crm/leads",
      "/crm/enquiries",
      "/crm/deals",
      "/crm/filing-cases",
      "/customers",
      "/crm/country-labels",
      "/360-dashboard",
      "/analytics",
    ].map((page) => ({
      path: page,
      signedIn: true,
    })),
  ];
}
