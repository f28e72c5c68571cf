// Reading the test reports the steps of scripts/test-all.mjs write: Vitest's JSON reporter (Jest-compatible) and
// Playwright's JSON reporter.
import path from "node:path";

const isPlaywright = (report) => Boolean(report.stats && "expected" in report.stats);

/** Passed, failed and skipped tests of one report. */
export function countReport(report) {
  if (isPlaywright(report)) {
    const { expected, unexpected, flaky, skipped } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/**
 * The failed tests a report names, "file › test". CI shows only the end of test-all's output, so the names are
 * printed again there: a failure on a fresh machine can then be found without its whole log.
 */
export function failedTestNames(report) {
  if (isPlaywright(report)) {
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
