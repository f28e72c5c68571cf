import { defineConfig, mergeConfig } from "vitest/config";
import shared from "../../vitest.shared.ts";
import { blogPosts } from "./src/blog/vite-plugin.ts";

// One process for all of this package's test files (`isolate: false`): its files share no module state, and a fresh
// process per file cost 5.2 s of CPU against 2.0 s (docs/decisions/025).
export default mergeConfig(shared, defineConfig({ plugins: [blogPosts()], test: { isolate: false } }));
