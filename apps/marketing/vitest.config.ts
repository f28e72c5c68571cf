import { defineConfig, mergeConfig } from "vitest/config";
// By path, not by package name: Vite loads a config's package imports with Node, which cannot run TypeScript.
import { blogPosts } from "../../packages/content/src/blog/vite-plugin.ts";
import shared from "../../vitest.shared.ts";

export default mergeConfig(
  shared,
  defineConfig({
    plugins: [blogPosts()],
    test: {
      environment: "jsdom",
      setupFiles: ["../../packages/ui/src/test/setup.ts", "./src/test/i18n-setup.ts"],
    },
  }),
);
