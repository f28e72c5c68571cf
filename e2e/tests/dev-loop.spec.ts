import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// The dev loop (README.md#the-two-commands): `pnpm dev` takes PORT, DATA_DIR and the apps' ports from the environment,
// and signing in through the CRM's dev server and sending the visa form through the marketing site's dev server both
// reach the API (through the dev servers' /api proxy, past the CSRF check). It starts `pnpm dev` itself, on free ports.

const repoRoot = path.resolve(import.meta.dirname, "..", "..");
const CEO_PASSWORD = "dev-loop-ceo-passphrase-5521";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms (${last})`);
}

test.describe.configure({ mode: "serial" });

let dev: ChildProcess | undefined;
let output = "";
const ports = { api: 0, marketing: 0, crm: 0 };
// Made in beforeAll: Playwright also loads this file to list its tests, in processes that never run the hooks.
let dataDir = "";

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "visadesk-dev-loop-"));
  test.setTimeout(240_000);
  ports.api = await freePort();
  ports.marketing = await freePort();
  ports.crm = await freePort();
  dev = spawn("pnpm", ["dev"], {
    cwd: repoRoot,
    // Its own process group, so that the API and both Vite servers stop with it.
    detached: true,
    env: {
      ...process.env,
      PORT: String(ports.api),
      MARKETING_PORT: String(ports.marketing),
      CRM_PORT: String(ports.crm),
      DATA_DIR: dataDir,
      CEO_PASSWORD,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  dev.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  dev.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  try {
    await waitForOk(`http://localhost:${ports.api}/api/health`, 180_000);
    await waitForOk(`http://localhost:${ports.marketing}/`, 60_000);
    await waitForOk(`http://localhost:${ports.crm}/webcrmpanel`, 60_000);
  } catch (error) {
    throw new Error(`pnpm dev did not start: ${(error as Error).message}\n${output.slice(-4_000)}`);
  }
});

test.afterAll(() => {
  if (dev?.pid) {
    try {
      process.kill(-dev.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("pnpm dev serves the API on PORT, with its data in DATA_DIR", async ({ request }) => {
  const health = await request.get(`http://localhost:${ports.api}/api/health`);
  expect(await health.json()).toMatchObject({ status: "ok", database: "pglite" });
  // The PGlite files are in the folder given, not in apps/api/.data.
  expect(existsSync(path.join(dataDir, "pglite"))).toBe(true);
  // Both dev servers forward /api to that API.
  for (const port of [ports.marketing, ports.crm]) {
    const proxied = await request.get(`http://localhost:${port}/api/health`);
    expect(proxied.status()).toBe(200);
  }
});

test("signing in through the CRM's dev server works", async ({ page }) => {
  await page.goto(`http://localhost:${ports.crm}/webcrmpanel`);
  await page.getByRole("combobox", { name: "Username" }).selectOption("ceo");
  await page.getByLabel("Password").fill(CEO_PASSWORD);
  const login = page.waitForResponse((r) => r.url().endsWith("/api/auth/login"));
  await page.getByRole("button", { name: "Login" }).click();
  expect((await login).status()).toBe(200);
  await expect(page).toHaveURL(/\/crm$/);
  await expect(page.getByTestId("session-name")).toHaveText("CEO");
});

test("the visa form sends an enquiry through the marketing site's dev server", async ({ page }) => {
  await page.clock.install();
  await page.goto(`http://localhost:${ports.marketing}/visa-form`);
  await page.clock.runFor(3_000);
  const send = page.getByRole("button", { name: "Send my enquiry" });
  await expect(send).toBeEnabled();
  await page.getByLabel("Full name").fill("Dev Loop Priya Sharma");
  await page.getByLabel("Mobile number").fill("098765-43210");
  await page.getByLabel("Where do you want to travel?").selectOption("CA");
  await page.getByLabel("Kind of visa").selectOption("student");
  await page.getByRole("radio", { name: "No" }).check();
  await page.getByRole("checkbox", { name: /may contact me/ }).check();
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/public/enquiries"));
  await send.click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByTestId("enquiry-reference")).toHaveText(/^VD-[0-9A-Z]{8}$/);
});
