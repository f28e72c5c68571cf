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
const failedTestList = [];

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
    const report = JSON.parse(readFileSync(file, "utf8"));
    const counts = countReport(report);
    totals.passed += counts.passed;
    totals.skipped += counts.skipped;
    failedTests += counts.failed;
    for (const name of failedTestNames(report)) failedTestList.push(`${title}: ${path.relative(root, name)}`);
  }
  totals.failed += failedTests;
  if (!ok && failedTests === 0) totals.failed += 1;
  if (!ok) failures.push(title);
}

/**
 * The failed tests a report names, "file › test". CI shows only the end of this script's output, so the names are
 * printed again there: a failure on a fresh machine can then be found without its whole log.
 */
function failedTestNames(report) {
  if (report.stats && "expected" in report.stats) {
    const names = [];
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        if (!spec.ok) names.push(`${path.join("e2e", "tests", spec.file ?? file ?? "")} › ${spec.title}`);
      }
      for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
    };
    for (const suite of report.suites ?? []) walk(suite, suite.file);
    return names;
  }
  return (report.testResults ?? []).flatMap((file) => {
    const failed = (file.assertionResults ?? [])
      .filter((test) => test.status === "failed")
      .map((test) => `${file.name} › ${test.fullName ?? test.title}`);
    // A file that failed before or outside its tests (an import error, a hook) has no failed test to name.
    return failed.length === 0 && file.status === "failed" ? [`${file.name} › (the file itself)`] : failed;
  });
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

// The workspace checks run beside the later steps: they touch only scratch copies, temporary folders and packages'
// dist/. They start after the PGlite step on purpose: that step runs every package's tests at once, and on a 2-core
// machine a Vite build and a browser beside it stretched single tests past their time-outs.
const startWorkspaceChecks = () => [
  startBackground("Turborepo cache inputs", process.execPath, ["scripts/check-turbo-cache.mjs"]),
  startBackground("changesets for changed packages", process.execPath, ["scripts/check-changesets.mjs"]),
  startBackground("publish to a local registry and consume", process.execPath, ["scripts/check-publish.mjs"]),
  startBackground("message catalogues (every key in every language)", process.execPath, [
    "scripts/check-messages.mjs",
  ]),
];

check("lint and format", "pnpm", ["lint"]);
check("type check", "pnpm", ["typecheck"]);
// Two packages' suites at a time (Turborepo would start ten): each Vitest already uses every core, and more at once
// only stretches each test's wall time towards its time-out without finishing sooner.
testStep(
  "unit and integration tests (PGlite)",
  "pnpm",
  ["exec", "turbo", "run", "test", "--concurrency=2"],
  { TEST_REPORT_LABEL: "pglite" },
  vitestReports("pglite"),
);
const background = startWorkspaceChecks();

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
if (failedTestList.length > 0)
  console.log(`Failed tests:\n${failedTestList.map((name) => `  ${name}`).join("\n")}`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join("; ")}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
