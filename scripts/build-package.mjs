// `pnpm build:package` in a package (run by Turborepo, and by `pnpm release` before publishing): builds what the
// package publishes, ESM JavaScript and bundled `.d.ts` types in dist/, one entry per subpath of its `exports`.
//
// Inside the workspace the apps keep importing the TypeScript source (`exports`); a published package is read through
// `publishConfig.exports`, which must name exactly the files built here: this script checks that it does, so a
// mismatch fails the build instead of a user's install. Run with tsx: the blog's build plugin is TypeScript.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { importGlobPlugin } from "rolldown/experimental";
import { build } from "tsdown";

const cwd = process.cwd();
const manifest = JSON.parse(readFileSync(path.join(cwd, "package.json"), "utf8"));

/** "." -> "index", "./react" -> "react", "./styles.css" -> "styles.css". */
function entryName(subpath) {
  return subpath === "." ? "index" : subpath.slice(2);
}

/** Build plugins a package needs beyond TypeScript: the blog renders its Markdown at build time, as in the apps. */
async function extraPlugins() {
  if (manifest.name !== "@visadesk/content") return [];
  const { blogPosts } = await import(path.join(cwd, "src/blog/vite-plugin.ts"));
  return [importGlobPlugin({ root: cwd }), blogPosts()];
}

/** The native `tsc` of the workspace's TypeScript 7 (its package exports no way to ask, so by file). */
async function typescriptExecutable() {
  const root = path.resolve(import.meta.dirname, "..");
  const { default: getExePath } = await import(path.join(root, "node_modules/typescript/lib/getExePath.js"));
  return getExePath();
}

const entries = {};
const assets = [];
const expected = {};
for (const [subpath, source] of Object.entries(manifest.exports)) {
  const name = entryName(subpath);
  if (source.endsWith(".css")) {
    assets.push({ source, target: `dist/${name}` });
    expected[subpath] = `./dist/${name}`;
  } else {
    entries[name] = source;
    // `default` beside `import`: a CommonJS program (require of an ES module, Node.js 20.19+) and bundlers that ask
    // neither condition resolve the same file; `types` first, for TypeScript.
    expected[subpath] = {
      types: `./dist/${name}.d.ts`,
      import: `./dist/${name}.js`,
      default: `./dist/${name}.js`,
    };
  }
}

const published = manifest.publishConfig?.exports;
if (JSON.stringify(published) !== JSON.stringify(expected)) {
  console.error(
    `${manifest.name}: publishConfig.exports must name the built files of every subpath of exports:\n` +
      `${JSON.stringify(expected, null, 2)}`,
  );
  process.exit(1);
}

/**
 * The package's tsconfig without its tests: the declarations' compiler emits a `.d.ts` for every file of its program,
 * and a file the tests import from outside the package (test-support/) got one beside its source, an untracked file in
 * the inputs Turborepo hashes for the tests and type checks. It sits in the package (the compiler's root is the
 * config's folder), is ignored by git (so by Turborepo's hashes) and is removed after the build.
 */
function buildTsconfig() {
  const file = path.join(cwd, "tsconfig.build-package.json");
  const config = {
    extends: "./tsconfig.json",
    include: ["src"],
    exclude: ["src/**/*.test.ts", "src/**/*.test.tsx", "src/test/**"],
  };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return { file, remove: () => rmSync(file, { force: true }) };
}

rmSync(path.join(cwd, "dist"), { recursive: true, force: true });
const tsconfig = buildTsconfig();
await build({
  cwd,
  config: false,
  tsconfig: tsconfig.file,
  entry: entries,
  format: "esm",
  platform: "neutral",
  target: "es2022",
  // TypeScript 7.0 is a native compiler without the JS API the bundler's default asks, so the declarations come from
  // its executable (`tsgo` mode), then are bundled like the JavaScript.
  dts: { tsgo: { path: await typescriptExecutable() } },
  // That mode warns on every build that it goes once TypeScript 7.1 (with the API) is out; 7.0 is the newest there is,
  // so the warning has nothing to act on yet (decision 008 says what to do when 7.1 arrives).
  suppressWarnings: "The `tsgo` generator on TypeScript 7.0 is deprecated",
  // Dependencies and peer dependencies stay imports; everything of the package's own is bundled, and so is JSON data
  // (i18n-iso-countries' names): plain Node cannot import JSON without an import attribute.
  deps: { alwaysBundle: (id) => id.endsWith(".json") },
  plugins: await extraPlugins(),
  logLevel: "warn",
}).finally(tsconfig.remove);
for (const asset of assets) {
  mkdirSync(path.dirname(path.join(cwd, asset.target)), { recursive: true });
  copyFileSync(path.join(cwd, asset.source), path.join(cwd, asset.target));
}
console.log(`${manifest.name}: built ${Object.keys(expected).length} entries into dist/`);
