import { defineConfig } from "vitest/config";

// Every package writes a JSON report beside its normal output so that scripts/test-all.mjs can count every test run.
// TEST_REPORT_LABEL keeps the PGlite and PostgreSQL runs of the same package apart.
const label = process.env.TEST_REPORT_LABEL ?? "default";

export default defineConfig({
  // The apps' suites load packages/ui's test setup by path, whose bare imports would otherwise resolve from
  // packages/ui: when pnpm gives packages/ui another copy of vitest (its optional peers differ), jest-dom would extend
  // that copy's expect and break the running one's (`rejects.toThrow` saw an empty message). Resolved from the suite's
  // own package, there is one vitest.
  resolve: { dedupe: ["@testing-library/jest-dom", "@testing-library/react"] },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    reporters: ["default", "json"],
    outputFile: { json: `test-results/vitest-${label}.json` },
    restoreMocks: true,
    // CI runs every package's suite at once on 2 cores; jsdom suites with axe need more than the 5 s default there.
    // This is a hang guard, not a speed goal (those live in bench/).
    testTimeout: 30_000,
  },
});
