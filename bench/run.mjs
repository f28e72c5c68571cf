// `pnpm bench [name...]`: runs every benchmark under bench/ (or the named ones). Each benchmark is a folder with a
// run.ts that prints its figures; none of them asserts anything, they only measure.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

const benchDir = import.meta.dirname;
const requested = process.argv.slice(2);
const all = readdirSync(benchDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(benchDir, entry.name, "run.ts")))
  .map((entry) => entry.name);
const chosen = requested.length > 0 ? requested : all;

let failed = false;
for (const name of chosen) {
  if (!all.includes(name)) {
    console.error(`No benchmark "${name}"; there are: ${all.join(", ")}`);
    failed = true;
    continue;
  }
  console.log(`\n## ${name}`);
  const result = spawnSync("pnpm", ["exec", "tsx", path.join(benchDir, name, "run.ts")], {
    stdio: "inherit",
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
