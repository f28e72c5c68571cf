// Bundles the server into dist/main.js. Workspace packages (TypeScript source) are bundled in; npm packages stay
// external and load from node_modules, so native and WebAssembly assets (PGlite) keep working.
import { copyFile } from "node:fs/promises";
import { build } from "esbuild";

await build({
  // main.js the server; migrate.js `pnpm db:migrate` for a build made by `pnpm deploy --prod` (no tsx there:
  // docs/deploy.md).
  entryPoints: { main: "src/main.ts", migrate: "src/db/migrate-cli.ts" },
  outdir: "dist",
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

// PGlite's worker thread and the script that makes a new database (plain JavaScript, npm imports only) go beside
// main.js, where db/pglite-thread.ts looks for them (`new URL("./pglite-worker.mjs", import.meta.url)`).
for (const file of ["pglite-worker.mjs", "pglite-statements.mjs", "pglite-options.mjs", "pglite-make.mjs"]) {
  await copyFile(`src/db/${file}`, `dist/${file}`);
}
