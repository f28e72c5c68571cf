// Proves that Turborepo cannot replay a stale result: in a scratch copy of the repository, each file that changes a
// task's result is edited in turn, and the hashes of the tasks it feeds must change (`turbo run --dry=json`). It also
// checks that `test` runs no build: tests read the packages' source, so building the apps first only costs time; and
// that building the packages (`pnpm build:packages`) leaves no untracked file in the inputs of any task, so the hashes
// of the tests and type checks are the same after it as before (the cache keeps serving them).
// Prints one line per check and ends with "N passed, N failed"; exit code 1 when any failed.
import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkReport } from "./lib/check-report.mjs";

const root = path.resolve(import.meta.dirname, "..");
const turbo = path.join(root, "node_modules", ".bin", "turbo");
const TASKS = ["build", "test", "typecheck", "build:package"];

/** Which tasks each edit must invalidate: a task id, or `*#test` for that task in every package that has it. */
const EDITS = [
  { file: "vitest.shared.ts", append: "\n// edited\n", mustChange: ["*#test"] },
  {
    file: "test-support/import-closure.ts",
    append: "\n// edited\n",
    mustChange: ["@visadesk/ui#test", "@visadesk/contracts#test", "@visadesk/ui#typecheck"],
  },
  {
    file: "vite.shared.ts",
    append: "\n// edited\n",
    mustChange: ["@visadesk/crm#build", "@visadesk/marketing#build", "@visadesk/crm#test"],
  },
  { file: "tsconfig.base.json", append: "\n", mustChange: ["*#typecheck", "*#test", "*#build"] },
  { file: "pnpm-lock.yaml", append: "\n", mustChange: ["*#test", "*#build", "*#build:package"] },
  {
    file: "scripts/precompress.mjs",
    append: "\n// edited\n",
    mustChange: ["@visadesk/crm#build", "@visadesk/marketing#build"],
  },
  {
    file: "scripts/build-package.mjs",
    append: "\n// edited\n",
    mustChange: ["*#build:package"],
  },
  {
    // A package's source reaches the apps' builds and tests although packages have no build of their own.
    file: "packages/ui/src/cn.ts",
    append: "\n// edited\n",
    mustChange: [
      "@visadesk/crm#build",
      "@visadesk/crm#test",
      "@visadesk/marketing#test",
      "@visadesk/detectors#test",
    ],
  },
];

const { report, finish } = checkReport();

function git(cwd, ...args) {
  return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/** task id -> { hash, dependencies, command } from a dry run in `cwd`. */
function dryRun(cwd) {
  const output = execFileSync(turbo, ["run", ...TASKS, "--dry=json"], {
    cwd,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const tasks = new Map();
  for (const task of JSON.parse(output).tasks) tasks.set(task.taskId, task);
  return tasks;
}

function expand(pattern, tasks) {
  if (!pattern.startsWith("*#")) return [pattern];
  const name = pattern.slice(2);
  return [...tasks.values()]
    .filter((task) => task.task === name && task.command !== "<NONEXISTENT>")
    .map((task) => task.taskId);
}

// The scratch copy: the tracked files (with this checkout's uncommitted edits) in a fresh git repository.
const scratch = mkdtempSync(path.join(tmpdir(), "visadesk-turbo-cache-"));
try {
  const files = git(root, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
    .split("\0")
    .filter(Boolean);
  const archive = execFileSync("tar", ["-cf", "-", "--null", "--ignore-failed-read", "-T", "-"], {
    cwd: root,
    input: files.join("\0"),
    maxBuffer: 512 * 1024 * 1024,
  });
  execFileSync("tar", ["-xf", "-"], { cwd: scratch, input: archive });
  // The installed dependencies, shared with this checkout: the root's folder by a link, each package's links copied
  // (they point into the root's folder by relative paths). Git ignores the link as it ignores the folder.
  symlinkSync(path.join(root, "node_modules"), path.join(scratch, "node_modules"));
  const links = ["apps", "packages"].flatMap((group) =>
    readdirSync(path.join(root, group)).map((dir) => `${group}/${dir}/node_modules`),
  );
  const linkArchive = execFileSync(
    "tar",
    ["-cf", "-", "--ignore-failed-read", ...links, "e2e/node_modules"],
    {
      cwd: root,
      maxBuffer: 512 * 1024 * 1024,
      stdio: ["ignore", "pipe", "ignore"],
    },
  );
  execFileSync("tar", ["-xf", "-"], { cwd: scratch, input: linkArchive });
  git(scratch, "init", "-q");
  writeFileSync(path.join(scratch, ".git", "info", "exclude"), "node_modules\n");
  git(scratch, "add", "-A");
  git(scratch, "-c", "user.name=check", "-c", "user.email=check@localhost", "commit", "-qm", "scratch");

  const before = dryRun(scratch);

  const tests = [...before.values()].filter((task) => task.task === "test");
  const buildsBeforeTests = tests.flatMap((task) =>
    task.dependencies.filter((dep) => dep.endsWith("#build")),
  );
  report(
    buildsBeforeTests.length === 0,
    `"test" depends on no build task${buildsBeforeTests.length ? ` (found ${buildsBeforeTests.join(", ")})` : ""}`,
  );

  // Biome's config feeds only the tasks that run Biome; today none is cached (`pnpm lint` runs `biome ci .` itself).
  const biomeTasks = [...before.values()]
    .filter((task) => /\bbiome\b/.test(task.command))
    .map((task) => task.taskId);
  if (biomeTasks.length === 0)
    report(true, "biome.json feeds no cached task (`pnpm lint` runs Biome outside Turborepo)");
  else EDITS.push({ file: "biome.json", append: "\n", mustChange: biomeTasks });

  // Building the packages as `pnpm build:packages` does: each package's `build:package` script, run by the shell with
  // the packages' and the root's .bin on PATH as pnpm runs it. Not through pnpm or Turborepo: pnpm may reinstall before
  // a script, and would relink the shared node_modules to the scratch copy.
  const buildFailures = [];
  for (const dir of readdirSync(path.join(scratch, "packages"))) {
    const cwd = path.join(scratch, "packages", dir);
    const script = JSON.parse(readFileSync(path.join(cwd, "package.json"), "utf8")).scripts?.[
      "build:package"
    ];
    if (!script) continue;
    const bins = [path.join(cwd, "node_modules", ".bin"), path.join(root, "node_modules", ".bin")];
    try {
      execFileSync("sh", ["-c", script], {
        cwd,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, PATH: [...bins, process.env.PATH].join(path.delimiter) },
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (error) {
      // A package that does not build is this check's failure, said in one line (the build's own first words), not a
      // stack trace without a count; the hash checks below need no build and still run.
      const said = `${error.stderr ?? ""}${error.stdout ?? ""}`.trim().split("\n")[0] || error.message;
      buildFailures.push(`packages/${dir}: ${said}`);
    }
  }
  report(
    buildFailures.length === 0,
    `every package builds (its build:package script)${buildFailures.length ? `:\n${buildFailures.join("\n")}` : ""}`,
  );
  const leftBehind = git(scratch, "status", "--porcelain", "--untracked-files=all").trim();
  report(
    leftBehind === "",
    `building the packages leaves no file git does not ignore${leftBehind ? `:\n${leftBehind}` : ""}`,
  );
  const afterBuild = dryRun(scratch);
  const rehashed = [...before.values()]
    .filter((task) => task.task !== "build:package")
    .filter((task) => afterBuild.get(task.taskId)?.hash !== task.hash)
    .map((task) => task.taskId);
  report(
    rehashed.length === 0,
    `building the packages changes the hash of no other task${rehashed.length ? ` (changed: ${rehashed.join(", ")})` : ""}`,
  );

  for (const edit of EDITS) {
    const file = path.join(scratch, edit.file);
    const original = readFileSync(file);
    appendFileSync(file, edit.append);
    const after = dryRun(scratch);
    writeFileSync(file, original);
    for (const pattern of edit.mustChange) {
      const ids = expand(pattern, before);
      const unchanged = ids.filter((id) => before.get(id)?.hash === after.get(id)?.hash);
      report(
        ids.length > 0 && unchanged.length === 0,
        `editing ${edit.file} changes the hash of ${pattern}${unchanged.length ? ` (unchanged: ${unchanged.join(", ")})` : ""}${ids.length === 0 ? " (no such task)" : ""}`,
      );
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

finish();
