import { defineConfig, mergeConfig } from "vitest/config";
import shared from "../../vitest.shared.ts";

// One process for all of this package's test files (`isolate: false`): its files share no module state, and a fresh
// process per file cost 2.5 s of CPU against 1.3 s (docs/decisions/025).
export default mergeConfig(shared, defineConfig({ test: { environment: "node", isolate: false } }));
