import { defineConfig, mergeConfig } from "vitest/config";
import shared from "../../vitest.shared.ts";

// One process for all of this package's test files (`isolate: false`): its files share no module state, and a fresh
// process per file (jsdom and the setup loaded again each time) cost 12 s of CPU against 3 s (docs/decisions/025).
export default mergeConfig(
  shared,
  defineConfig({ test: { environment: "jsdom", setupFiles: ["./src/test/setup.ts"], isolate: false } }),
);
