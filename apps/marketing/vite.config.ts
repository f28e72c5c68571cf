import { mergeConfig } from "vite";
// By path, not by package name: Vite loads a config's package imports with Node, which cannot run TypeScript.
import { blogPosts } from "../../packages/content/src/blog/vite-plugin.ts";
import { defineAppConfig } from "../../vite.shared.ts";
import { countryFlags } from "./flags-plugin.ts";

export default mergeConfig(defineAppConfig({ app: "marketing", devPort: 5173 }), {
  // The blog's Markdown is rendered here, at build time: the browser gets HTML, not a Markdown parser.
  plugins: [blogPosts(), countryFlags()],
  // No modulepreload polyfill in every page's first load (issue 23: home ≤ 100 KB): the browsers the site targets
  // (ES2022) preload modules natively, and one without it only fetches a lazy page's chunks when it imports them.
  build: { modulePreload: { polyfill: false } },
});
