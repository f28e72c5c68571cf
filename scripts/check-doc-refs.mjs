// The documents check (docs/decisions/040): the repository explains itself. Code, tests, scripts, configs and docs cite
// `docs/` (the behaviour catalogue in docs/behaviours/, a decision, docs/security.md, ...) for their reasons, never a
// file beside the repository that a clone does not have (the product specification, the business description and the
// architecture notes the project was started from) and never an issue number. And every `docs/` file and `#section` a
// file cites exists, so a renamed heading cannot leave its citations pointing at nothing.
//
// Left as written: changelogs and pending changesets (the history of releases) and docs/decisions/ (each records the
// specification it departed from, in its words).
//
// It then checks itself on scratch copies: a planted reference to the outside specification and a planted issue
// number are caught with their file and line, a citation of a section that does not exist is caught, and a copy whose
// citations all resolve passes.
//
// `node scripts/check-doc-refs.mjs` prints one line per check and "N passed, N failed"; `--root <dir>` checks another
// copy of the repository and prints only its findings (exit code 1 when any).
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkReport } from "./lib/check-report.mjs";

// Written in pieces so that this file does not find itself.
const OUTSIDE_FILES = ["SPEC", "DOMAIN", "ARCHITECTURE"].map((name) => `${name}.md`);
const FORBIDDEN = [
  {
    what: "cites a file outside the repository",
    pattern: new RegExp(
      `\\b(?:${OUTSIDE_FILES.map((name) => name.replace(".", "\\.")).join("|")})\\b|\\.\\./${"shared"}\\b`,
    ),
  },
  { what: "cites an issue number", pattern: new RegExp(`\\b${"issue"}s?\\s+#?\\d+`, "i") },
];

/** Files that are history, not explanation: they keep their words. */
const HISTORY = [/(^|\/)CHANGELOG\.md$/, /^\.changeset\//, /^docs\/decisions\//];
/** Files with no words to check: lock files, images, fonts, data. */
const NOT_TEXT =
  /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|pdf|gz|br|zip|wasm|tar|lock)$|(^|\/)pnpm-lock\.yaml$/;
/** Folders a copy on disk holds that are not the repository's own files. */
const NOT_SOURCE = new Set([
  "node_modules",
  ".git",
  "dist",
  ".turbo",
  "coverage",
  "test-results",
  "playwright-report",
]);
const SELF = "scripts/check-doc-refs.mjs";

/** The repository's files, relative to `root`: git's list in a work tree, else the files on disk. */
function sourceFiles(root) {
  const listed = spawnSync("git", ["ls-files", "-z"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const inGit =
    listed.status === 0 &&
    spawnSync("git", ["rev-parse", "--show-toplevel"], { cwd: root, encoding: "utf8" }).stdout.trim() ===
      path.resolve(root);
  const files = inGit
    ? listed.stdout.split("\0").filter(Boolean)
    : readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) =>
          path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
        )
        .filter((file) => !file.split("/").some((part) => NOT_SOURCE.has(part)));
  return files.filter(
    (file) =>
      file !== SELF &&
      !HISTORY.some((rule) => rule.test(file)) &&
      !NOT_TEXT.test(file) &&
      existsSync(path.join(root, file)),
  );
}

/** GitHub's anchor for a heading: lower case, punctuation removed, spaces as hyphens. */
export function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors of a Markdown file's headings (a repeated heading gets -1, -2, ... as on GitHub). */
function anchorsOf(file) {
  const seen = new Map();
  const anchors = new Set();
  let fenced = false;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && line.match(/^#{1,6}\s+(.+?)\s*#*\s*$/);
    if (!heading) continue;
    const base = anchorOf(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/**
 * The `docs/` citations of one line: a path from the repository's root anywhere (`docs/behaviours/crm.md#roles`, or a
 * decision by number, `docs/decisions/032`), and in Markdown the relative links too (`[crm.md](crm.md#roles)`,
 * `[below](#searches)`).
 */
function citationsOf(line, file) {
  const cited = [];
  for (const match of line.matchAll(/(?<![\w./-])docs\/[\w./-]*[\w-](?:#[\w-]+)?/g)) cited.push(match[0]);
  if (file.endsWith(".md"))
    for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1];
      if (/^[a-z]+:|^\//i.test(target)) continue;
      if (target.startsWith("#")) {
        cited.push(`${file}${target}`);
        continue;
      }
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
      if (resolved.startsWith("docs/") || resolved.endsWith(".md")) cited.push(resolved);
    }
  return cited;
}

/** Why a citation does not resolve, or null when it does. */
function brokenCitation(root, citation, anchorCache) {
  const [target, anchor] = citation.split("#");
  const full = path.join(root, target);
  if (existsSync(full)) {
    if (!anchor) return null;
    if (!target.endsWith(".md")) return `${citation}: only Markdown files have sections`;
    if (!anchorCache.has(full)) anchorCache.set(full, anchorsOf(full));
    return anchorCache.get(full).has(anchor) ? null : `${citation}: ${target} has no section #${anchor}`;
  }
  // A decision cited by its number (docs/decisions/032) or a folder's start of a name.
  const folder = path.dirname(full);
  const start = path.basename(full);
  if (!anchor && /^docs\/decisions\/\d{3}$/.test(target) && existsSync(folder))
    return readdirSync(folder).some((name) => name.startsWith(`${start}-`))
      ? null
      : `${citation}: no such decision`;
  return `${citation}: no such file`;
}

/** Every finding in the repository at `root`, as "file:line: what". */
export function findings(root) {
  const found = [];
  const anchorCache = new Map();
  for (const file of sourceFiles(root)) {
    const text = readFileSync(path.join(root, file), "utf8");
    if (text.includes("\0")) continue;
    text.split("\n").forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      for (const { what, pattern } of FORBIDDEN) {
        const match = line.match(pattern);
        if (match) found.push(`${where}: ${what} ("${match[0]}")`);
      }
      for (const citation of citationsOf(line, file)) {
        if (citation.includes("NNN")) continue; // the form of a decision's name, in instructions
        const broken = brokenCitation(root, citation, anchorCache);
        if (broken) found.push(`${where}: cites ${broken}`);
      }
    });
  }
  return found;
}

const rootArg = process.argv.indexOf("--root");
if (rootArg !== -1) {
  const found = findings(path.resolve(process.argv[rootArg + 1]));
  for (const finding of found) console.log(`FAIL ${finding}`);
  process.exit(found.length > 0 ? 1 : 0);
}

const root = path.resolve(import.meta.dirname, "..");
const { report, finish } = checkReport();

const current = findings(root);
const outside = current.filter((line) => FORBIDDEN.some(({ what }) => line.includes(`: ${what} (`)));
report(
  outside.length === 0,
  "no file cites the specification beside the repository or an issue number (docs/decisions/040)",
  outside,
);
const broken = current.filter((line) => !outside.includes(line));
report(broken.length === 0, "every cited docs/ file and #section exists", broken);

/** Runs the check on a scratch copy of docs/ and the READMEs, with `files` planted beside them. */
function onCopy(files) {
  const copy = mkdtempSync(path.join(tmpdir(), "visadesk-check-doc-refs-"));
  try {
    cpSync(path.join(root, "docs"), path.join(copy, "docs"), { recursive: true });
    for (const file of sourceFiles(root).filter(
      (name) => name.endsWith(".md") && !name.startsWith("docs/"),
    )) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(copy, file));
    }
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      writeFileSync(path.join(copy, file), text);
    }
    const run = spawnSync(process.execPath, [import.meta.filename, "--root", copy], { encoding: "utf8" });
    return { code: run.status, output: run.stdout + run.stderr };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

const planted = onCopy({
  "apps/api/src/planted.ts": `// fine\n/** The splash's timings, as ${OUTSIDE_FILES[0]} §9 gives them. */\nexport const x = 1;\n`,
  "packages/ui/src/planted.tsx": `export {};\n// Loaded late (${"issue"} 23).\n`,
});
report(
  planted.code === 1 &&
    planted.output.includes("apps/api/src/planted.ts:2: cites a file outside the repository") &&
    planted.output.includes("packages/ui/src/planted.tsx:2: cites an issue number"),
  "a copy with a planted reference to the outside specification and a planted issue number fails, naming file:line",
  [planted.output.trim()],
);
const missingSection = onCopy({
  "apps/marketing/src/planted.ts": "// docs/behaviours/public-site.md#no-such-section\n",
  "apps/crm/README.md":
    "# CRM\n\nSee [the roles](../../docs/behaviours/crm.md#roles), [gone](../../docs/nowhere.md), [up](#crm) and [down](#nowhere).\n",
});
report(
  missingSection.code === 1 &&
    missingSection.output.includes(
      "apps/marketing/src/planted.ts:1: cites docs/behaviours/public-site.md#no-such-section",
    ) &&
    missingSection.output.includes("docs/nowhere.md: no such file") &&
    missingSection.output.includes("apps/crm/README.md:3: cites apps/crm/README.md#nowhere") &&
    !missingSection.output.includes("crm.md#roles") &&
    !missingSection.output.includes("README.md#crm"),
  "a copy citing a section or a file that does not exist (in another file or its own) fails; one that resolves passes",
  [missingSection.output.trim()],
);
const clean = onCopy({
  "apps/marketing/src/planted.ts":
    "// docs/behaviours/public-site.md#splash, docs/decisions/032 and docs/security.md#sessions\n",
  "CHANGELOG.md": `Old history may say ${"issue"} 4.\n`,
});
report(clean.code === 0, "a copy whose citations all resolve (and whose history names an issue) passes", [
  clean.output.trim(),
]);

finish();
