// Bundles the server into dist/main.js. Workspace packages (TypeScript source) are bundled in; npm packages stay
// external and load from node_modules, so native and WebAssembly assets (PGlite) keep working.
import { copyFile } from "node:fs/promises";
import { build } from "esbuild";

await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  target: "node26",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "external-npm-packages",
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./#]/ }, (args) =>
          args.path.startsWith("@visadesk/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// PGlite's worker thread (plain JavaScript, npm imports only) goes beside main.js, where db/pglite-thread.ts looks
// for it (`new URL("./pglite-worker.mjs", import.meta.url)`).
await copyFile("src/db/pglite-worker.mjs", "dist/pglite-worker.mjs");
await copyFile("src/db/pglite-statements.mjs", "dist/pglite-statements.mjs");
