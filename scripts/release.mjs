// `pnpm release`: builds every package's published form and publishes the versions not yet on the registry
// (`changeset publish`), to the registry VISADESK_REGISTRY names. The packages are internal libraries: they go to the
// company's registry, and to the public one only when someone names it on purpose; with no registry named, nothing is
// built or published (docs/releasing.md). Arguments are passed on to `changeset publish` (e.g. --no-git-tag).
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const registry = process.env.VISADESK_REGISTRY;

if (!registry || !URL.canParse(registry)) {
  console.error(
    "pnpm release: set VISADESK_REGISTRY to the registry to publish to, e.g. the company's\n" +
      "  VISADESK_REGISTRY=https://npm.example.internal/ pnpm release\n" +
      "(the public registry only on purpose: VISADESK_REGISTRY=https://registry.npmjs.org/). See docs/releasing.md.",
  );
  process.exit(2);
}

// npm and pnpm (which `changeset publish` runs) both read the registry from this variable, and changesets asks it
// which versions are there already.
const env = { ...process.env, npm_config_registry: registry };
for (const [command, args] of [
  ["pnpm", ["exec", "turbo", "run", "build:package", "--output-logs=errors-only"]],
  ["pnpm", ["exec", "changeset", "publish", ...process.argv.slice(2)]],
]) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
