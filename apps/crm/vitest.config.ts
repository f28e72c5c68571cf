import { defineConfig, mergeConfig } from "vitest/config";
import shared from "../../vitest.shared.ts";

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      environment: "jsdom",
      setupFiles: ["../../packages/ui/src/test/setup.ts", "./src/test/setup.ts"],
    },
  }),
);
