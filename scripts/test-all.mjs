// Runs every check and test of the repository and ends with one line "N passed, N failed" that counts them all:
// lint and type check (one check each), the unit and integration tests on PGlite, the API tests again on
// PostgreSQL, the Playwright suites in Chromium, the operations tests (several instances behind nginx, backup and
// restore), and the workspace checks (Turborepo's cache inputs, a changeset for
// every changed package, and publishing every package to a local registry and using it from two consumer projects).
// Each step runs even when an earlier one failed, so one run shows everything that is wrong. Exit code 0 only when nothing failed.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const workspaces = ["apps", "packages"].flatMap((dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(root, dir, entry.name)),
);
const e2eReport = path.join(root, "e2e", "test-results", "playwright.json");

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A step with no test report of its own (lint, type check) counts as one check. */
function check(title, command, args) {
  if (run(title, command, args)) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(title);
  }
}

/** Counts the tests in the JSON reports a step wrote; a failed step without failed tests still counts as a failure. */
function testStep(title, command, args, env, reports) {
  for (const file of reports) rmSync(file, { force: true });
  const ok = run(title, command, args, env);
  let failedTests = 0;
  for (const file of reports.filter((f) => existsSync(f))) {
    const counts = countReport(JSON.parse(readFileSync(file, "utf8")));
    totals.passed += counts.passed;
    totals.skipped += counts.skipped;
    failedTests += counts.failed;
  }
  totals.failed += failedTests;
  if (!ok && failedTests === 0) totals.failed += 1;
  if (!ok) failures.push(title);
}

function countReport(report) {
  if (report.stats && "expected" in report.stats) {
    // Playwright's JSON reporter.
    const { expected, unexpected, flaky, skipped } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  // Vitest's JSON reporter (Jest-compatible).
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/**
 * Runs a check script in the foreground (it needs the machine to itself: ports, processes, timing) and counts its own
 * "N passed, N failed" line, like the background scripts.
 */
function scriptStep(title, command, args) {
  console.log(`\n=== ${title}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: "utf8",
    env: process.env,
    maxBuffer: 64 << 20,
  });
  finishBackground(
    {
      title,
      command,
      args,
      log: null,
      code: result.status,
      error: result.error,
      output: `${result.stdout}${result.stderr}`,
    },
    false,
  );
}

/**
 * Starts a check script in the background, its output in a file (so it never waits on a pipe while a step runs in
 * the foreground); `finishBackground` prints it and counts the script's own "N passed, N failed" line.
 */
const backgroundLogs = mkdtempSync(path.join(tmpdir(), "visadesk-checks-"));
function startBackground(title, command, args) {
  const log = path.join(backgroundLogs, `${title.replace(/\W+/g, "-")}.log`);
  const fd = openSync(log, "w");
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", fd, fd], env: process.env });
  closeSync(fd);
  return new Promise((resolve) => {
    child.on("error", (error) => resolve({ title, command, args, log, code: 1, error }));
    child.on("exit", (code) => resolve({ title, command, args, log, code }));
  });
}

function finishBackground({ title, command, args, log, code, error, output: captured }, header = true) {
  if (header) console.log(`\n=== ${title}: ${command} ${args.join(" ")}`);
  const output = captured ?? (existsSync(log) ? readFileSync(log, "utf8") : "");
  process.stdout.write(output);
  if (error) console.log(String(error));
  const counts = [...output.matchAll(/^(\d+) passed, (\d+) failed/gm)].at(-1);
  const passed = counts ? Number(counts[1]) : 0;
  const failed = counts ? Number(counts[2]) : 0;
  totals.passed += passed;
  totals.failed += failed;
  if (code !== 0 && failed === 0) totals.failed += 1;
  if (code !== 0) failures.push(title);
}

const vitestReports = (label) =>
  workspaces.map((dir) => path.join(dir, "test-results", `vitest-${label}.json`));

spawnSync("bash", ["scripts/ensure-test-tools.sh"], { cwd: root, stdio: "inherit" });

// The workspace checks run beside the rest: they touch only scratch copies, temporary folders and packages' dist/.
const background = [
  startBackground("Turborepo cache inputs", process.execPath, ["scripts/check-turbo-cache.mjs"]),
  startBackground("changesets for changed packages", process.execPath, ["scripts/check-changesets.mjs"]),
  startBackground("publish to a local registry and consume", process.execPath, ["scripts/check-publish.mjs"]),
  startBackground("message catalogues (every key in every language)", process.execPath, [
    "scripts/check-messages.mjs",
  ]),
];

check("lint and format", "pnpm", ["lint"]);
check("type check", "pnpm", ["typecheck"]);
testStep(
  "unit and integration tests (PGlite)",
  "pnpm",
  ["test"],
  { TEST_REPORT_LABEL: "pglite" },
  vitestReports("pglite"),
);

let databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  const started = spawnSync("bash", ["scripts/test-postgres.sh"], { cwd: root, encoding: "utf8" });
  databaseUrl = started.stdout.trim();
}
if (databaseUrl) {
  testStep(
    "API tests (PostgreSQL)",
    "pnpm",
    ["exec", "turbo", "run", "test", "--filter=@visadesk/api"],
    { TEST_DATABASE_URL: databaseUrl, TEST_REPORT_LABEL: "postgres" },
    vitestReports("postgres"),
  );
} else {
  console.log("\n=== API tests (PostgreSQL): no server; set TEST_DATABASE_URL or install postgresql");
  totals.failed += 1;
  failures.push("API tests (PostgreSQL): no PostgreSQL server available");
}

testStep("end-to-end tests (Chromium)", "pnpm", ["test:e2e"], {}, [e2eReport]);

// Operations, on the built product (the end-to-end step built it): three instances behind nginx on their own
// PostgreSQL, with a rolling restart under load; then backup and restore on PGlite and PostgreSQL.
scriptStep("multi-instance behind nginx (PostgreSQL)", process.execPath, ["scripts/multi-instance-test.mjs"]);

for (const result of await Promise.all(background)) finishBackground(result);
rmSync(backgroundLogs, { recursive: true, force: true });

console.log("");
if (failures.length > 0) console.log(`Failed steps: ${failures.join("; ")}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
