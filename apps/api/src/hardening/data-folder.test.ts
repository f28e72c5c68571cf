import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.ts";
import { DataFolderError, LOCK_FILE } from "#db/data-folder.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, "../../node_modules/.bin/tsx");
const holder = path.join(here, "../test/hold-data-folder.ts");

const folders: string[] = [];
async function freshFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "visadesk-lock-"));
  folders.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Runs the holder script on `dir`; resolves with its exit code and output. */
function runHolder(dir: string, holdMs: number): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, [holder], {
      env: { ...process.env, DATA_FOLDER: dir, HOLD_MS: String(holdMs) },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      err += chunk;
    });
    child.on("close", (code) => resolve({ code, out, err }));
  });
}

/** One process per PGlite folder, and the data folder's own checks (docs/security.md#data-folder-and-database). */
describe("the PGlite data folder", () => {
  it("refuses a second opener while one holds it, naming the folder and the PID", async () => {
    const dir = await freshFolder();
    const first = await openDatabase({ kind: "pglite", dataDir: dir });
    try {
      const second = openDatabase({ kind: "pglite", dataDir: dir });
      await expect(second).rejects.toThrow(DataFolderError);
      await expect(openDatabase({ kind: "pglite", dataDir: dir })).rejects.toThrow(
        `The data folder ${dir} is in use by process ${process.pid}`,
      );
      // Another process is refused the same way and ends.
      const other = await runHolder(dir, 0);
      expect(other.code, other.err).toBe(3);
      expect(other.err).toContain(`The data folder ${dir} is in use by process ${process.pid}`);
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    const again = await openDatabase({ kind: "pglite", dataDir: dir });
    await again.close();
  }, 60_000);

  it("lets exactly one of several processes starting together open it", async () => {
    const dir = await freshFolder();
    const results = await Promise.all([1, 2, 3].map(() => runHolder(dir, 4000)));
    const opened = results.filter((r) => r.code === 0 && r.out.startsWith("opened"));
    const refused = results.filter((r) => r.code === 3);
    console.info(
      `processes refused on a held folder: ${refused.length} of ${results.length - opened.length}`,
    );
    expect(opened).toHaveLength(1);
    expect(refused).toHaveLength(2);
    const pid = opened[0]?.out.split(" ")[1]?.trim();
    for (const r of refused) expect(r.err).toContain(`The data folder ${dir} is in use by process ${pid}`);
  }, 90_000);

  it("takes over a lock whose process is gone", async () => {
    const dir = await freshFolder();
    const dead = await new Promise<number>((resolve) => {
      execFile(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], (_error, stdout) =>
        resolve(Number(stdout)),
      );
    });
    const { hostname } = await import("node:os");
    await writeFile(path.join(dir, LOCK_FILE), `${dead}\n${hostname()}\n2025-01-01T00:00:00Z\n`);
    const handle = await openDatabase({ kind: "pglite", dataDir: dir });
    expect(await readFile(path.join(dir, LOCK_FILE), "utf8")).toMatch(new RegExp(`^${process.pid}\\n`));
    await handle.close();
  }, 60_000);

  it("keeps the folder 0700 and its files 0600", async () => {
    const dir = await freshFolder();
    const handle = await openDatabase({ kind: "pglite", dataDir: dir });
    await handle.close();
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    const loose = entries
      .map((entry) => ({ entry, file: path.join(entry.parentPath, entry.name) }))
      .filter(({ entry }) => entry.isFile() || entry.isDirectory());
    expect(loose.length).toBeGreaterThan(10);
    for (const { entry, file } of loose) {
      expect((await stat(file)).mode & 0o777, file).toBe(entry.isDirectory() ? 0o700 : 0o600);
    }
  }, 60_000);

  it("names the path and the cause when the folder cannot be used", async () => {
    const parent = await freshFolder();
    const file = path.join(parent, "not-a-folder");
    await writeFile(file, "");
    const dataDir = path.join(file, "data");
    await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(
      `Cannot use the data folder ${dataDir}: a part of the path is a file, not a folder (ENOTDIR)`,
    );
  });
});
