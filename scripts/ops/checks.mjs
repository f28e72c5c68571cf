// A tiny check counter for the operations tests: each check prints "ok" or "FAILED" with what it saw, and the script
// ends with the line "N passed, N failed" that scripts/test-all.mjs counts.

export function createChecks() {
  let passed = 0;
  let failed = 0;
  return {
    /** Records one check; `detail` says what was seen when it failed. */
    check(title, ok, detail = "") {
      if (ok) {
        passed += 1;
        console.log(`  ok      ${title}`);
      } else {
        failed += 1;
        console.log(`  FAILED  ${title}${detail ? `: ${detail}` : ""}`);
      }
      return ok;
    },
    /** Runs `step`; an exception counts as one failed check named `title`. */
    async step(title, step) {
      console.log(`\n${title}`);
      try {
        await step();
      } catch (error) {
        failed += 1;
        console.log(`  FAILED  ${title}: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
      }
    },
    get failed() {
      return failed;
    },
    summary() {
      console.log(`\n${passed} passed, ${failed} failed`);
      return failed === 0;
    },
  };
}
