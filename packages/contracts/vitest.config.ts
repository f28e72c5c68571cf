import { defineConfig, mergeConfig } from "vitest/config";
import shared from "../../vitest.shared.ts";

// One process for all of this package's test files (`isolate: false`): its files share no module state, and a fresh
// process per file cost 3.4 s of CPU against 1.2 s (docs/decisions/025).
export default mergeConfig(shared, defineConfig({ test: { isolate: false } }));
