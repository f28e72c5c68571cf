import { defineConfig, mergeConfig } from "vitest/config";
import shared from "../../vitest.shared.ts";
import { blogPosts } from "./src/blog/vite-plugin.ts";

export default mergeConfig(shared, defineConfig({ plugins: [blogPosts()] }));
