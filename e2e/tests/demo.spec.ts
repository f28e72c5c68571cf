import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { axeViolations } from "../support/axe.ts";
import { e2eBuildEnv } from "../support/vendor-port.ts";

// `pnpm demo` (README.md#the-two-commands): one command builds, fills its own data folder with a year of demo data,
// starts the product and prints the address and the accounts' passwords; signing in with a printed password shows a CRM
// full of data.

const repoRoot = path.resolve(import.meta.dirname, "..", "..");

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

let demo: ChildProcess | undefined;
let output = "";
let port = 0;
// Made in beforeAll: Playwright also loads this file to list its tests, in processes that never run the hooks.
let dataDir = "";

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "visadesk-demo-"));
  test.setTimeout(420_000);
  port = await freePort();
  demo = spawn("pnpm", ["demo"], {
    cwd: repoRoot,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      DEMO_DATA_DIR: dataDir,
      // The same build settings as the suite's server (playwright.config.ts), so that the demo's build is a Turborepo
      // cache hit and never rewrites the apps that server is serving with other settings.
      ...e2eBuildEnv(),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  demo.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  demo.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 400_000;
  while (!output.includes("Stop with Ctrl-C.")) {
    if (Date.now() > deadline || demo.exitCode !== null) {
      throw new Error(`pnpm demo did not start:\n${output.slice(-4_000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  if (demo?.pid) {
    try {
      process.kill(-demo.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("pnpm demo prints the address and every account's password, and the CRM shows the demo data", async ({
  page,
}) => {
  expect(output).toContain(`VisaDesk demo is running at http://localhost:${port}/`);
  const passwords = Object.fromEntries(
    [...output.matchAll(/^ {2}(ceo|admin|staff1|staff2) +(\S+)$/gm)].map((match) => [match[1], match[2]]),
  );
  expect(Object.keys(passwords).sort()).toEqual(["admin", "ceo", "staff1", "staff2"]);

  await page.goto(`http://localhost:${port}/webcrmpanel`);
  // Every account the login card offers has a password printed above (staff3 of the demo's story has none).
  const options = page.getByRole("combobox", { name: "Username" }).locator("option");
  await expect
    .poll(async () =>
      (await options.evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value))).sort(),
    )
    .toEqual(Object.keys(passwords).sort());
  await page.getByRole("combobox", { name: "Username" }).selectOption("admin");
  await page.getByLabel("Password").fill(passwords.admin ?? "");
  await page.getByRole("button", { name: "Login" }).click();
  // The printed password was generated: its first user chooses their own before going on.
  await expect(page.getByRole("heading", { name: "Choose your own password" })).toBeVisible();
  // The rules are listed before the first try.
  await expect(page.getByText("at least 12 characters")).toBeVisible();
  await expect(page.getByText("not to contain your username, admin")).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`change-password-${width}.png`) });
  }
  await page.getByLabel("New password", { exact: true }).fill("harbour-lantern-passphrase-2026");
  await page.getByLabel("The same new password again").fill("harbour-lantern-passphrase-2026");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/\/crm$/);
  // The generated password no longer works, so the file (which the next `pnpm demo` prints) no longer lists it.
  const credentials = readFileSync(path.join(dataDir, "initial-credentials.txt"), "utf8");
  expect(credentials).not.toContain(passwords.admin ?? "");
  expect(credentials).toMatch(/^# admin: password changed on \d{4}-\d{2}-\d{2}/m);
  expect(credentials).toContain(`staff1: ${passwords.staff1}`);
  // A year of a consultancy: customers exist from the first sign-in on.
  const customers = await page.request.get(`http://localhost:${port}/api/customers`);
  expect(customers.status()).toBe(200);
  const body = (await customers.json()) as { items: unknown[] };
  expect(body.items.length).toBeGreaterThan(0);
});
