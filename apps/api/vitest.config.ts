import { defineConfig, mergeConfig } from "vitest/config";
import shared from "../../vitest.shared.ts";

// Each test file gets its own database (in-memory PGlite, or a fresh PostgreSQL database when TEST_DATABASE_URL is
// set), so files can run in parallel; the generous timeout covers PGlite's WebAssembly start on a busy 2-core CI.
export default mergeConfig(
  shared,
  defineConfig({ test: { environment: "node", testTimeout: 30_000, hookTimeout: 60_000 } }),
);
