// Runs every check and test of the repository and ends with one line "N passed, N failed, N skipped" that counts them
// all: lint and type check (one check each), the unit and integration tests on PGlite, the API tests again on
// PostgreSQL, one build of the product, the Playwright suites in Chromium, the operations test (several instances
// behind nginx), and the workspace checks (Turborepo's cache inputs, a changeset for every changed package, the message
// catalogues, and publishing every package to a local registry and using it from two consumer projects).
//
// The steps run in two lanes side by side, and the light workspace checks beside them after the type check
// (docs/decisions/025):
//   lane 1: lint → type check → unit tests (every package but the API) → API tests on PGlite
//   lane 2: build the product → end-to-end tests ∥ multi-instance test → API tests on PostgreSQL
// Nothing two steps share is written by both: every server, registry and browser takes a free port; every database is
// its own (a fresh PGlite folder or in-memory database, a new database on the test cluster, the multi-instance test's
// own cluster); every data folder is a fresh temporary one; the product is built once, with the e2e suite's settings,
// so every later `pnpm build` of the run is a cache hit that rewrites nothing.
//
// Each step runs even when an earlier one failed, so one run shows everything that is wrong. A step's output is printed
// whole when it ends (steps run at the same time would otherwise interleave), then a table of every step's times, the
// failed tests and steps, and the count. Exit code 0 only when nothing failed.
import { execFile, spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { countReport, failedTestNames } from "./test-all/reports.mjs";

const root = path.resolve(import.meta.dirname, "..");
const measure = path.join(root, "scripts", "test-all", "measure.mjs");
const workspaces = ["apps", "packages"].flatMap((dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(root, dir, entry.name)),
);
const apiDir = path.join(root, "apps", "api");
const vitestReport = (dir, label) => path.join(dir, "test-results", `vitest-${label}.json`);
const e2eReport = path.join(root, "e2e", "test-results", "playwright.json");

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const failedTestList = [];
const runStarted = performance.now();
const logs = mkdtempSync(path.join(tmpdir(), "visadesk-test-all-"));
/** Each step's title, start (s into the run), wall and CPU times, and the load average when it started. */
const timings = [];

const seconds = (ms) => (ms / 1000).toFixed(0);
/** A helper command's output, without holding up the steps running meanwhile (spawnSync would). */
const run = (command, args) => promisify(execFile)(command, args, { cwd: root, encoding: "utf8" });

/**
 * Runs one step through measure.mjs (its wall and CPU time), its output in a log file, and prints that output whole
 * when the step ends. `counts` says what the step adds to the totals:
 *   "check"  one check, passed or failed (lint, type check, the build);
 *   "tests"  the tests in the JSON `reports` it writes (a failed step without a failed test still counts a failure);
 *   "script" the step's own last "N passed, N failed" line (the workspace and operations checks).
 */
async function step({ title, command, args, env = {}, counts, reports = [] }) {
  for (const file of reports) rmSync(file, { force: true });
  const index = timings.length;
  const timing = { title, startedMs: performance.now() - runStarted, load: loadavg()[0] ?? 0 };
  timings.push(timing);
  console.log(`--- ${seconds(timing.startedMs)} s: started ${title}`);
  const log = path.join(logs, `${index}.log`);
  const measured = path.join(logs, `${index}.json`);
  const fd = openSync(log, "w");
  const child = spawn(process.execPath, [measure, measured, command, ...args], {
    cwd: root,
    stdio: ["ignore", fd, fd],
    env: { ...process.env, ...env },
  });
  closeSync(fd);
  const { code, error } = await new Promise((resolve) => {
    child.on("error", (failure) => resolve({ code: 1, error: failure }));
    child.on("exit", (exitCode) => resolve({ code: exitCode ?? 1 }));
  });
  const times = existsSync(measured) ? JSON.parse(readFileSync(measured, "utf8")) : {};
  timing.wallMs = times.wallMs ?? performance.now() - runStarted - timing.startedMs;
  timing.cpuMs = times.cpuMs ?? null;

  const output = existsSync(log) ? readFileSync(log, "utf8") : "";
  console.log(`\n=== ${title}: ${command} ${args.join(" ")}`);
  process.stdout.write(output);
  if (error) console.log(String(error));
  const ok = code === 0;
  if (counts === "check") {
    if (ok) totals.passed += 1;
    else totals.failed += 1;
  } else if (counts === "tests") {
    let failedTests = 0;
    for (const file of reports.filter((f) => existsSync(f))) {
      const report = JSON.parse(readFileSync(file, "utf8"));
      const found = countReport(report);
      totals.passed += found.passed;
      totals.skipped += found.skipped;
      failedTests += found.failed;
      for (const name of failedTestNames(report))
        failedTestList.push(`${title}: ${path.relative(root, name)}`);
    }
    totals.failed += failedTests;
    if (!ok && failedTests === 0) totals.failed += 1;
  } else {
    const found = [...output.matchAll(/^(\d+) passed, (\d+) failed/gm)].at(-1);
    totals.passed += found ? Number(found[1]) : 0;
    totals.failed += found ? Number(found[2]) : 0;
    if (!ok && !(found && Number(found[2]) > 0)) totals.failed += 1;
  }
  if (!ok) failures.push(title);
  return ok;
}

/** The PostgreSQL server for the second API run: TEST_DATABASE_URL, or the local cluster (started when needed). */
async function postgresUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const started = await run("bash", ["scripts/test-postgres.sh"]).catch(() => ({ stdout: "" }));
  return started.stdout.trim();
}

/**
 * The e2e suite's build settings and the analytics stand-in's port (e2e/support/print-build-env.ts), for every step
 * that builds or serves the product: one build, and every later `pnpm build` of the run a cache hit.
 */
async function e2eBuildEnv() {
  const printed = await run(process.execPath, ["--import", "tsx", "e2e/support/print-build-env.ts"]);
  return JSON.parse(printed.stdout);
}

// Both API runs call vitest directly, not through Turborepo: they run at the same time in the same package, where two
// Turborepo runs of one task would share its log file and cache entry. Two files at a time each: a file keeps about
// one core busy on PGlite (the API's thread and PGlite's take turns) and less on PostgreSQL (the server does part of
// its work), and the longest files are started first (apps/api/vitest.config.ts).
const apiTests = ["--filter", "@visadesk/api", "exec", "vitest", "run", "--maxWorkers=2"];

/** Lane one; starts the workspace checks once the type check is done (the run's start is busy enough). */
async function laneOne() {
  await step({ title: "lint and format", command: "pnpm", args: ["lint"], counts: "check" });
  await step({ title: "type check", command: "pnpm", args: ["typecheck"], counts: "check" });
  const checks = workspaceChecks();
  // Two packages' suites at a time (Turborepo would start ten); each Vitest takes one core on a 2-core machine.
  const packages = workspaces.filter((dir) => dir !== apiDir);
  await step({
    title: "unit tests (every package but the API)",
    command: "pnpm",
    args: ["exec", "turbo", "run", "test", "--filter=!@visadesk/api", "--concurrency=2"],
    env: { TEST_REPORT_LABEL: "pglite", TEST_DATABASE_URL: "" },
    counts: "tests",
    reports: packages.map((dir) => vitestReport(dir, "pglite")),
  });
  await step({
    title: "API tests (PGlite)",
    command: "pnpm",
    args: apiTests,
    env: { TEST_REPORT_LABEL: "pglite", TEST_DATABASE_URL: "" },
    counts: "tests",
    reports: [vitestReport(apiDir, "pglite")],
  });
  await checks;
}

async function laneTwo() {
  const buildEnv = await e2eBuildEnv();
  await step({
    title: "build the product (the e2e suite's settings)",
    command: "pnpm",
    args: ["exec", "turbo", "run", "build", "--output-logs=errors-only"],
    env: buildEnv,
    counts: "check",
  });
  // The multi-instance test mostly waits (instances starting, draining, a bounded load), so it runs beside the e2e
  // suite: its own PostgreSQL cluster and nginx on free ports, the same build (its `pnpm build` is a cache hit).
  await Promise.all([
    step({
      title: "end-to-end tests (Chromium)",
      command: "pnpm",
      args: ["--filter", "@visadesk/e2e", "exec", "playwright", "test"],
      env: buildEnv,
      counts: "tests",
      reports: [e2eReport],
    }),
    step({
      title: "multi-instance behind nginx (PostgreSQL)",
      command: process.execPath,
      args: ["scripts/multi-instance-test.mjs"],
      env: buildEnv,
      counts: "script",
    }),
  ]);
  const databaseUrl = await postgresUrl();
  if (!databaseUrl) {
    console.log("\n=== API tests (PostgreSQL): no server; set TEST_DATABASE_URL or install postgresql");
    totals.failed += 1;
    failures.push("API tests (PostgreSQL): no PostgreSQL server available");
    return;
  }
  await step({
    title: "API tests (PostgreSQL)",
    command: "pnpm",
    args: apiTests,
    env: { TEST_DATABASE_URL: databaseUrl, TEST_REPORT_LABEL: "postgres" },
    counts: "tests",
    reports: [vitestReport(apiDir, "postgres")],
  });
}

/** The workspace checks: light, and touching only scratch copies, temporary folders and packages' dist/. */
function workspaceChecks() {
  const script = (title, file) =>
    step({ title, command: process.execPath, args: [`scripts/${file}`], counts: "script" });
  return Promise.all([
    script("Turborepo cache inputs", "check-turbo-cache.mjs"),
    script("changesets for changed packages", "check-changesets.mjs"),
    script("message catalogues (every key in every language)", "check-messages.mjs"),
    script("publish to a local registry and consume", "check-publish.mjs"),
    script("migrations only expand the schema (rolling upgrades)", "check-migrations.mjs"),
    script("operations kit (alert rules, nginx sites with TLS)", "check-ops.mjs"),
    script("API document (Redocly lint, a generated client type-checks)", "check-openapi.mjs"),
    script("documents cite docs/, never an outside file or an issue", "check-doc-refs.mjs"),
  ]);
}

spawnSync("bash", ["scripts/ensure-test-tools.sh"], { cwd: root, stdio: "inherit" });
await Promise.all([laneOne(), laneTwo()]);
rmSync(logs, { recursive: true, force: true });

console.log(
  "\nStep times (start into the run, wall, CPU of the step's own processes, load average at its start):",
);
for (const { title, startedMs, wallMs, cpuMs, load } of timings) {
  const cpu = cpuMs === null ? "?" : seconds(cpuMs);
  console.log(
    `  ${title.padEnd(50)} at ${seconds(startedMs).padStart(4)} s  ${seconds(wallMs).padStart(5)} s  ` +
      `${cpu.padStart(5)} s CPU  (load ${load.toFixed(1)})`,
  );
}
console.log(`  ${"whole run".padEnd(50)}         ${seconds(performance.now() - runStarted).padStart(5)} s`);

console.log("");
if (failedTestList.length > 0)
  console.log(`Failed tests:\n${failedTestList.map((name) => `  ${name}`).join("\n")}`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join("; ")}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
