// Fails when a package's or app's source changed without a changeset naming it, so that every change reaches its
// package's changelog. The changes looked at are the commits since CHANGESET_BASE (default: the commit that brought
// this check in; older history predates the rule) plus uncommitted ones. A package counts as covered by a changeset
// added or edited in those commits (or uncommitted) that names it, or by its CHANGELOG.md changing there (a
// `changeset version` consumed its changesets). Tests and test helpers are not source.
// Prints one line per package and ends with "N passed, N failed"; exit code 1 when any failed.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { checkReport } from "./lib/check-report.mjs";

const root = path.resolve(import.meta.dirname, "..");
const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
const lines = (text) => text.split("\n").filter(Boolean);

const SOURCE = /^(?:packages|apps)\/[^/]+\/src\//;
const NOT_SOURCE = /(?:\.test\.tsx?$|\/test\/)/;

function baseCommit() {
  if (process.env.CHANGESET_BASE)
    return git("rev-parse", "--verify", `${process.env.CHANGESET_BASE}^{commit}`);
  const added = lines(git("log", "--diff-filter=A", "--format=%H", "--", "scripts/check-changesets.mjs"));
  if (added.length === 0)
    throw new Error("scripts/check-changesets.mjs is not committed yet; set CHANGESET_BASE");
  return added[added.length - 1];
}

/** Files changed by the commits since `base` (merges' own resolutions excluded) and in the working tree. */
function changedFiles(base, ...filter) {
  const committed = lines(git("log", "--no-merges", "--format=", "--name-only", ...filter, `${base}..HEAD`));
  const uncommitted = lines(git("status", "--porcelain", "--untracked-files=all")).map((line) =>
    line.slice(3).replace(/^.* -> /, ""),
  );
  return new Set([...committed, ...uncommitted]);
}

/** `packages/ui/src/x.ts` -> the name in packages/ui/package.json. */
function packageOf(file) {
  const [group, dir] = file.split("/");
  const manifest = path.join(root, group, dir, "package.json");
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, "utf8")).name : undefined;
}

/** The package names in a changeset's front matter (`"@visadesk/x": patch`). */
function namedIn(changesetFile) {
  const text = readFileSync(path.join(root, changesetFile), "utf8");
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "";
  return lines(front).map((line) => /^\s*["']?([^"':]+)["']?\s*:/.exec(line)?.[1]?.trim());
}

const { report, finish } = checkReport();
const base = baseCommit();
const files = changedFiles(base);

const changed = new Map();
for (const file of files) {
  if (!SOURCE.test(file) || NOT_SOURCE.test(file)) continue;
  const name = packageOf(file);
  if (name) changed.set(name, [...(changed.get(name) ?? []), file]);
}

const covered = new Set();
for (const file of files) {
  if (
    /^\.changeset\/[^/]+\.md$/.test(file) &&
    file !== ".changeset/README.md" &&
    existsSync(path.join(root, file))
  ) {
    for (const name of namedIn(file)) covered.add(name);
  }
  if (/^(?:packages|apps)\/[^/]+\/CHANGELOG\.md$/.test(file)) covered.add(packageOf(file));
}

console.log(`Source changes since ${base.slice(0, 12)}: ${changed.size === 0 ? "none" : ""}`);
for (const [name, sources] of [...changed].sort()) {
  const ok = covered.has(name);
  report(
    ok,
    `${name}${ok ? " has a changeset" : `: changed without a changeset (${sources.slice(0, 3).join(", ")}${sources.length > 3 ? ", ..." : ""}); add one with \`pnpm changeset\``}`,
  );
}
if (changed.size === 0) report(true, "no package source changed, so no changeset is needed");
finish();
