// Every scripts/check-*.mjs reports the same way: a line per check ("ok  " or "FAIL", then what was checked), the
// lines that explain it indented below, and a last line "N passed, N failed" that scripts/test-all.mjs counts into CI's
// total.

/**
 * A check script's report. `report(ok, message, details)` prints one check and returns `ok`; `details` (a string or
 * lines) are printed under it always, or with `detailsOnFailure` only under a failed check (a command's output that
 * would only be noise when it passed). `finish()` prints the count line and exits, 0 only when every check passed.
 */
export function checkReport({ detailsOnFailure = false } = {}) {
  const results = { passed: 0, failed: 0 };
  return {
    report(ok, message, details = []) {
      console.log(`${ok ? "ok  " : "FAIL"} ${message}`);
      if (!ok || !detailsOnFailure) {
        const lines = (Array.isArray(details) ? details : [details])
          .filter(Boolean)
          .flatMap((detail) => String(detail).trim().split("\n"));
        for (const line of lines) console.log(`       ${line}`);
      }
      results[ok ? "passed" : "failed"] += 1;
      return ok;
    },
    finish() {
      console.log(`${results.passed} passed, ${results.failed} failed`);
      process.exit(results.failed === 0 ? 0 : 1);
    },
  };
}
