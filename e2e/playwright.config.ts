import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./support/chromium.ts";
import { sharedFreePort } from "./support/free-port.ts";
import { e2eBuildEnv, vendorOrigin } from "./support/vendor-port.ts";

const port = sharedFreePort();
// A fresh, empty DATA_DIR for every run, shared with the workers through the environment like the port. The runner
// made it, so the runner removes it as it exits, after it has stopped the server (a run leaves no PGlite folder in /tmp).
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "visadesk-e2e-"));
  process.env.E2E_DATA_DIR = dataDir;
  process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
}
// The built-in accounts' passwords for the auth suites, handed to the server and the workers like the port.
process.env.E2E_CEO_PASSWORD ??= "e2e-ceo-passphrase-6012";
process.env.E2E_ADMIN_PASSWORD ??= "e2e-admin-passphrase-4478";
process.env.E2E_STAFF1_PASSWORD ??= "e2e-staff1-passphrase-2391";
process.env.E2E_STAFF2_PASSWORD ??= "e2e-staff2-passphrase-8830";
const baseURL = `http://127.0.0.1:${port}`;
const repoRoot = path.resolve(import.meta.dirname, "..");

export default defineConfig({
  testDir: "tests",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  outputDir: "test-results/artifacts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      // Exactly the README's start command, on a free port with a fresh temporary data folder.
      command: "pnpm start",
      cwd: repoRoot,
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: "warn",
        // The analytics scripts come from the local stand-in (support/vendor-stand-in.mjs), which the CSP must allow.
        ...e2eBuildEnv(),
        ANALYTICS_ORIGINS: vendorOrigin(),
        CEO_PASSWORD: process.env.E2E_CEO_PASSWORD,
        ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        STAFF1_PASSWORD: process.env.E2E_STAFF1_PASSWORD,
        STAFF2_PASSWORD: process.env.E2E_STAFF2_PASSWORD,
        // Every test's browser comes from 127.0.0.1, so the per-IP intake rates (20 an hour before review, 60 a
        // minute) would be shared by all the suites; the rates themselves are covered by the API's integration tests.
        INTAKE_REVIEW_AFTER_PER_HOUR: "1000",
        INTAKE_FLOOD_PER_MINUTE: "1000",
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      // Stands in for the analytics vendors' script hosts.
      command: "node support/vendor-stand-in.mjs",
      cwd: import.meta.dirname,
      url: `${vendorOrigin()}/health`,
      env: { PORT: String(new URL(vendorOrigin()).port) },
      reuseExistingServer: false,
      timeout: 10_000,
    },
  ],
});
