// The upgrade check (docs/decisions/034, docs/deploy.md "Upgrades"): during a rolling upgrade the previous release's
// instances keep serving on the new schema, so a migration may only expand it. A statement that takes something away
// (drops or renames a table, column, function, type or view; changes a column's type; makes a column NOT NULL, or adds
// one that is NOT NULL without a default) is a contract step: it is allowed only when marked `-- contract: <name>` and
// when nothing named <name> appears in the API code of the release before it (the latest `v*` tag before the commit
// that added the migration, else that commit's parent; a migration not yet committed is judged against HEAD, or the
// files on disk outside a git repository).
//
// It then checks itself on scratch copies of the migrations and the API code: migration 0015 (which dropped
// `search_words_containing` while the release before it called it) is caught without its history entry, a drop of a
// column the code uses is caught marked or not, and a marked drop of a function nothing uses passes.
//
// `node scripts/check-migrations.mjs` prints one line per check and "N passed, N failed"; `--root <dir>` checks another
// copy of the repository and prints only its findings (exit code 1 when any).
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkReport } from "./lib/check-report.mjs";

const MIGRATIONS = path.join("apps", "api", "drizzle");
const API_SOURCE = path.join("apps", "api", "src");

/**
 * Migrations that broke the rule before it existed, each with why it is let stand. New entries are not welcome: write
 * the expand step now and the contract step a release later instead.
 */
const HISTORY = {
  "0015_search-pairs-and-keys.sql":
    "dropped search_words_containing(text) in the release that stopped calling it (the reason for this check)",
};

/** A statement that takes something away, with the name of what it takes (the name the marker must give). */
const CONTRACTING = [
  {
    what: "drops",
    pattern:
      /^DROP\s+(?:TABLE|FUNCTION|PROCEDURE|TYPE|DOMAIN|VIEW|MATERIALIZED\s+VIEW|SEQUENCE|SCHEMA)\s+(?:IF\s+EXISTS\s+)?(?:"?public"?\.)?"?(\w+)/i,
  },
  {
    what: "drops the column",
    pattern: /^ALTER\s+TABLE\s+.*?\bDROP\s+(?:COLUMN\s+)?(?:IF\s+EXISTS\s+)?"?(\w+)"?/i,
  },
  {
    what: "renames",
    pattern: /^ALTER\s+\w+(?:\s+IF\s+EXISTS)?\s+(?:"?public"?\.)?"?(\w+)"?\s+RENAME\s+TO\b/i,
  },
  { what: "renames the column", pattern: /\bRENAME\s+(?:COLUMN\s+)?"?(\w+)"?\s+TO\b/i },
  { what: "changes the type of", pattern: /\bALTER\s+COLUMN\s+"?(\w+)"?\s+(?:SET\s+DATA\s+)?TYPE\b/i },
  { what: "makes NOT NULL", pattern: /\bALTER\s+COLUMN\s+"?(\w+)"?\s+SET\s+NOT\s+NULL\b/i },
  {
    what: "adds, NOT NULL without a default,",
    pattern:
      /\bADD\s+COLUMN\s+(?:IF\s+NOT\s+EXISTS\s+)?"?(\w+)"?\s+(?:(?!DEFAULT|GENERATED)[^,;])*\bNOT\s+NULL\b(?:(?!DEFAULT)[^,;])*$/i,
  },
];
// Dropping a constraint or an index loosens the schema or only costs speed: the previous release keeps working.
const ALLOWED_DROP = /\bDROP\s+(?:CONSTRAINT|INDEX|DEFAULT|TRIGGER)\b|^DROP\s+(?:INDEX|TRIGGER)\b/i;

/** The top-level statements of a migration: comments and dollar-quoted bodies (functions, DO blocks) left out. */
export function statements(sql) {
  const withoutBodies = sql.replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, "$$$$").replace(/--[^\n]*/g, "");
  return withoutBodies
    .split(/;|--> statement-breakpoint/)
    .map((statement) => statement.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** The names the migration's `-- contract: a, b` lines mark as contract steps. */
export function contractMarks(sql) {
  return new Set(
    [...sql.matchAll(/^--\s*contract:\s*(.+)$/gim)].flatMap((match) =>
      match[1]
        .split(/[,\s]+/)
        .map((name) => name.replace(/\(.*$/, "").trim())
        .filter(Boolean),
    ),
  );
}

function git(cwd, ...args) {
  const result = spawnSync("git", args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : null;
}

/** Reads the API code of the release before a migration: returns (name) => the files that mention it. */
function previousRelease(root, migrationFile) {
  const inGit = git(root, "rev-parse", "--is-inside-work-tree")?.trim() === "true";
  if (!inGit) {
    const files = readdirSync(path.join(root, API_SOURCE), { recursive: true })
      .map(String)
      .filter((file) => /\.(ts|mjs|js)$/.test(file) && !/\.test\./.test(file));
    return {
      label: "the API code on disk",
      uses: (name) =>
        files.filter((file) =>
          new RegExp(`\\b${name}\\b`).test(readFileSync(path.join(root, API_SOURCE, file), "utf8")),
        ),
    };
  }
  const added = git(
    root,
    "log",
    "--diff-filter=A",
    "--format=%H",
    "--",
    path.join(MIGRATIONS, migrationFile),
  )?.trim();
  const before = added ? `${added.split("\n").at(-1)}^` : "HEAD";
  const tag = git(root, "describe", "--tags", "--abbrev=0", "--match", "v*", before)?.trim();
  const ref = tag || before;
  return {
    label: tag ? `release ${tag}` : `the code before it (${git(root, "rev-parse", "--short", ref)?.trim()})`,
    uses: (name) =>
      (git(root, "grep", "-l", "-w", name, ref, "--", API_SOURCE, `:!${API_SOURCE}/**/*.test.ts`) ?? "")
        .split("\n")
        .filter(Boolean)
        .map((line) => line.slice(line.indexOf(":") + 1)),
  };
}

/** Every finding in the migrations of `root`: a contracting statement not marked, or marked while still in use. */
export function findings(root, { history = HISTORY, addedMarks = {} } = {}) {
  const dir = path.join(root, MIGRATIONS);
  const found = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    if (history[file]) continue;
    const sql = readFileSync(path.join(dir, file), "utf8");
    const marks = new Set([...contractMarks(sql), ...(addedMarks[file] ?? [])]);
    let release;
    for (const statement of statements(sql)) {
      if (ALLOWED_DROP.test(statement) && !/DROP\s+COLUMN/i.test(statement)) continue;
      const rule = CONTRACTING.find(({ pattern }) => pattern.test(statement));
      if (!rule) continue;
      const name = statement.match(rule.pattern)[1];
      const shown = statement.length > 90 ? `${statement.slice(0, 90)}…` : statement;
      if (!marks.has(name)) {
        found.push(
          `${file}: "${shown}" ${rule.what} ${name}: expand only, or mark it "-- contract: ${name}"`,
        );
        continue;
      }
      release ??= previousRelease(root, file);
      const users = release.uses(name);
      if (users.length > 0)
        found.push(
          `${file}: contract step on ${name}, which ${release.label} still uses (${users.join(", ")})`,
        );
    }
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
report(
  current.length === 0,
  "every migration only expands the schema, or is a marked contract step",
  current,
);

const without0015 = findings(root, { history: {} });
report(
  without0015.some((line) => line.startsWith("0015_") && line.includes("search_words_containing")),
  "without its history entry, migration 0015's drop of search_words_containing is caught",
  without0015,
);

// A shallow clone has no history to read the release before 0015 from; the copies below still test the rule.
const shallow = git(root, "rev-parse", "--is-shallow-repository")?.trim() === "true";
const marked0015 = shallow
  ? ["(shallow clone: not checked)"]
  : findings(root, {
      history: {},
      addedMarks: { "0015_search-pairs-and-keys.sql": ["search_words_containing"] },
    });
report(
  marked0015.some((line) =>
    /0015_.*search_words_containing, which .* still uses \(.*crm\/list-search\.ts/.test(line),
  ),
  "marked as a contract step, 0015 is still caught: the release before it (from git) calls search_words_containing",
  marked0015,
);

/** Runs the check on a scratch copy of the migrations and the API code (no git: the code on disk is the release). */
function onCopy(extraMigrations) {
  const copy = mkdtempSync(path.join(tmpdir(), "visadesk-check-migrations-"));
  try {
    cpSync(path.join(root, MIGRATIONS), path.join(copy, MIGRATIONS), { recursive: true });
    cpSync(path.join(root, API_SOURCE), path.join(copy, API_SOURCE), { recursive: true });
    for (const [file, sql] of Object.entries(extraMigrations))
      writeFileSync(path.join(copy, MIGRATIONS, file), sql);
    const run = spawnSync(process.execPath, [import.meta.filename, "--root", copy], { encoding: "utf8" });
    return { code: run.status, output: run.stdout + run.stderr };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

const usedColumn = onCopy({ "9999_drop.sql": 'ALTER TABLE "leads" DROP COLUMN "phone_digits";\n' });
report(
  usedColumn.code === 1 && usedColumn.output.includes("phone_digits"),
  "a copy of the repository whose new migration drops a column the code uses fails the check",
  [usedColumn.output.trim()],
);
const markedButUsed = onCopy({
  "9999_drop.sql": '-- contract: phone_digits\nALTER TABLE "leads" DROP COLUMN "phone_digits";\n',
});
report(
  markedButUsed.code === 1 &&
    /phone_digits, which the API code on disk still uses/.test(markedButUsed.output),
  "marking that drop as a contract step does not help while the code still uses the column",
  [markedButUsed.output.trim()],
);
const usedFunction = onCopy({ "9999_drop.sql": "DROP FUNCTION search_pairs(text);\n" });
report(
  usedFunction.code === 1 && usedFunction.output.includes("search_pairs"),
  "a copy whose new migration drops a function the code calls fails the check",
  [usedFunction.output.trim()],
);
const renamed = onCopy({ "9999_rename.sql": 'ALTER TABLE "leads" RENAME COLUMN "notes" TO "remarks";\n' });
report(renamed.code === 1, "a copy whose new migration renames a column fails the check", [
  renamed.output.trim(),
]);
const contract = onCopy({
  "9998_expand.sql": "CREATE FUNCTION visadesk_unused_helper() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;\n",
  "9999_contract.sql":
    "-- contract: visadesk_unused_helper (no release calls it)\nDROP FUNCTION visadesk_unused_helper();\n",
});
report(contract.code === 0, "a marked contract step on a function nothing uses passes", [
  contract.output.trim(),
]);
const expand = onCopy({
  "9999_expand.sql":
    'ALTER TABLE "leads" ADD COLUMN "source_note" text;\nALTER TABLE "leads" ADD COLUMN "flag" boolean DEFAULT false NOT NULL;\n' +
    'CREATE FUNCTION f() RETURNS void LANGUAGE plpgsql AS $$ BEGIN DROP TABLE IF EXISTS scratch; END $$;\nDROP INDEX "x_idx";\n',
});
report(expand.code === 0, "a copy with only expanding statements passes", [expand.output.trim()]);
const notNull = onCopy({
  "9999_not_null.sql": 'ALTER TABLE "leads" ADD COLUMN "source_note" text NOT NULL;\n',
});
report(
  notNull.code === 1,
  "adding a NOT NULL column without a default fails (old instances' inserts would)",
  [notNull.output.trim()],
);

finish();
