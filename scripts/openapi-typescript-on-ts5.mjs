// Runs openapi-typescript with TypeScript 5 (apps/api's `typescript5` alias): it builds its output with TypeScript's
// compiler API, which TypeScript 7 (native, the workspace's) no longer has. A resolve hook hands it `typescript5`
// where it imports `typescript`; the arguments are openapi-typescript's own.
import { createRequire, register } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const apiDir = path.resolve(import.meta.dirname, "..", "apps", "api");
const require = createRequire(path.join(apiDir, "package.json"));
const typescript5 = pathToFileURL(require.resolve("typescript5")).href;
register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === "typescript" && context.parentURL?.includes("/openapi-typescript"))
        return { url: ${JSON.stringify(typescript5)}, shortCircuit: true, format: "commonjs" };
      return next(specifier, context);
    }`)}`,
);
const cli = path.join(path.dirname(require.resolve("openapi-typescript/package.json")), "bin", "cli.js");
process.argv = [process.argv[0], cli, ...process.argv.slice(2)];
await import(pathToFileURL(cli).href);
