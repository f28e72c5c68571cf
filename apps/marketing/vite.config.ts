import { fileURLToPath } from "node:url";
import { defineConfig, mergeConfig } from "vite";
// By path, not by package name: Vite loads a config's package imports with Node, which cannot run TypeScript.
import { blogPosts } from "../../packages/content/src/blog/vite-plugin.ts";
import { defineAppConfig } from "../../vite.shared.ts";
import { countryFlags } from "./flags-plugin.ts";

export default defineConfig(({ isSsrBuild }) =>
  mergeConfig(defineAppConfig({ app: "marketing", devPort: 5173 }), {
    // The blog's Markdown is rendered here, at build time: the browser gets HTML, not a Markdown parser.
    plugins: [blogPosts(), countryFlags()],
    resolve: {
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(new URL("./src/lib/use-sync-external-store-shim.ts", import.meta.url)),
        },
      ],
    },
    // No modulepreload polyfill in every page's first load (docs/behaviours/speed.md#public-pages: home ≤ 100 KB): the
    // browsers the site targets (ES2022) preload modules natively, and one without it only fetches a lazy page's chunks
    // when it imports them.
    build: {
      modulePreload: { polyfill: false },
      // For prerender.mjs, which preloads each page's catalogue chunk (and removes the manifest).
      manifest: !isSsrBuild,
      // The browser's build only: everything the entry imports statically in one chunk
      // (docs/behaviours/speed.md#public-pages). Left to itself Rolldown gave the modules it shares with lazy chunks
      // (react, the country list, the locales, its preload helper...) five small chunks of their own, each one more
      // request before hydration and together ~1.7 KB more compressed than one chunk. (The prerenderer's build keeps
      // Rolldown's chunks: its entry awaits lazy modules at the top level, which cannot import an entry chunk still
      // waiting for them.)
      ...(isSsrBuild
        ? {}
        : {
            rolldownOptions: {
              output: { codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }] } },
            },
          }),
    },
  }),
);
