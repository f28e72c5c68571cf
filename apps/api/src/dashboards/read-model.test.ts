import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// The dashboards' read model has one door (decision 042): only it folds the queued figures before a read, and only
// the background work folds them on a timer. A reader that imported the queue itself could read without the fold,
// or fold on its own schedule; this check fails the build instead.

const SRC = join(import.meta.dirname, "..");

/** The files allowed to import the queue: the door, and the background work that starts its timer. */
const MAY_IMPORT_QUEUE = ["background.ts", "dashboards/read-model.ts"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

describe("the dashboards' read model", () => {
  it("is the only reader that folds the queued figures", () => {
    const importers = sourceFiles(SRC)
      .filter((path) => /from "[^"]*queued-rollups(\.ts)?"/.test(readFileSync(path, "utf8")))
      .map((path) => relative(SRC, path).replaceAll("\\", "/"))
      .sort();
    expect(importers).toEqual(MAY_IMPORT_QUEUE);
  });

  it("is the only caller of the fold", () => {
    const callers = sourceFiles(SRC)
      .filter((path) => /\bfoldQueuedRollups\(/.test(readFileSync(path, "utf8")))
      .map((path) => relative(SRC, path).replaceAll("\\", "/"))
      .sort();
    // The queue's own timer job folds too; background.ts is the one place that starts it.
    expect(callers).toEqual(["dashboards/queued-rollups.ts", "dashboards/read-model.ts"]);
  });

  it("has its fold job defined by the background work only", () => {
    const starters = sourceFiles(SRC)
      .filter((path) => /\bfoldRollupsWork\(/.test(readFileSync(path, "utf8")))
      .filter((path) => !path.endsWith("queued-rollups.ts"))
      .map((path) => relative(SRC, path).replaceAll("\\", "/"));
    expect(starters).toEqual(["background.ts"]);
  });
});
