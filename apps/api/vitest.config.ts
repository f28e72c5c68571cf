import { defineConfig, mergeConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import shared from "../../vitest.shared.ts";

/**
 * The files that take longest (measured in `pnpm test:all`: each seeds the demo year or fuzzes every route, or starts
 * servers and databases of its own), slowest first. With two files at a time, one of them started last would run on
 * alone at the end; started first, the short files fill the other worker meanwhile. Vitest's own order (larger files
 * first, or the durations it cached from an earlier run) knows nothing of this on a fresh machine. A file missing here
 * only runs later; nothing is skipped.
 */
const SLOWEST_FIRST = [
  "src/seed/demo.test.ts",
  "src/hardening/route-fuzz-a.test.ts",
  "src/hardening/route-fuzz-b.test.ts",
  "src/crm/drill-down.test.ts",
  "src/backup/backup.test.ts",
  "src/hardening/data-folder.test.ts",
  "src/db/pglite-thread.test.ts",
  "src/main.test.ts",
  "src/crm/intake-durability.test.ts",
  "src/crm/list-search.test.ts",
];

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = SLOWEST_FIRST.findIndex((slow) => file.moduleId.endsWith(slow));
      return index === -1 ? SLOWEST_FIRST.length : index;
    };
    // Array.prototype.sort is stable: the other files keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Each test file gets its own database (in-memory PGlite, or a fresh PostgreSQL database when TEST_DATABASE_URL is
// set) and its own servers, so files can run in parallel, and one after another in one process (`isolate: false`): a
// fresh process per file imported the server's modules and compiled PGlite's WebAssembly again each time, 3.3 s of
// CPU a file (docs/decisions/025). The generous hook timeout is a ceiling for a hang, not a speed check: starting a
// server on PGlite (its initdb, the migrations) takes seconds on a busy 2-core machine.
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      environment: "node",
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 120_000,
      sequence: { sequencer: SlowestFirst },
      // On PostgreSQL, one migrated database that each file's server starts from a copy of.
      globalSetup: ["src/test/postgres-template.ts"],
    },
  }),
);
