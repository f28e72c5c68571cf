import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataFolderError, LOCK_FILE, lockDataFolder, processStart } from "#db/data-folder.ts";

const folders: string[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) child.kill();
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function folderWithLock(fields: {
  pid: number;
  nonce?: string;
  boot?: string;
  start?: string;
}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "visadesk-lock-"));
  folders.push(dir);
  const { pid, nonce = "a-nonce-of-an-earlier-life", boot = bootId(), start = "" } = fields;
  const lines = [pid, hostname(), "2026-01-01T00:00:00.000Z", nonce, boot, start];
  await writeFile(path.join(dir, LOCK_FILE), `${lines.join("\n")}\n`);
  return dir;
}

function bootId(): string {
  return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
}

/** A live process other than this one, as another server on the same folder would be. */
function otherProcess(): number {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  children.push(child);
  if (child.pid === undefined) throw new Error("could not start a process");
  return child.pid;
}

/** The PGlite folder's lock tells this process from a live other one and from an earlier life of the same PID. */
describe("the data folder's lock", () => {
  it("takes over a stale lock naming this process's own PID, as a container's PID 1 finds after a crash", async () => {
    const dir = await folderWithLock({ pid: process.pid, start: processStart(process.pid) });
    const lock = lockDataFolder(dir);
    expect(readFileSync(lock.file, "utf8").split("\n")[0]).toBe(String(process.pid));
    lock.release();
  });

  it("refuses a second lock by this same process", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "visadesk-lock-"));
    folders.push(dir);
    const lock = lockDataFolder(dir);
    expect(() => lockDataFolder(dir)).toThrow(`in use by process ${process.pid}`);
    lock.release();
  });

  it("refuses a live other process, PID 1 included", async () => {
    const pid = otherProcess();
    const dir = await folderWithLock({ pid, start: processStart(pid) });
    expect(() => lockDataFolder(dir)).toThrow(DataFolderError);
    expect(() => lockDataFolder(dir)).toThrow(`in use by process ${pid}`);
    const init = await folderWithLock({ pid: 1, start: processStart(1) });
    expect(() => lockDataFolder(init)).toThrow("in use by process 1");
  });

  it("takes over a lock whose PID now belongs to another process, or that was taken in another boot", async () => {
    const pid = otherProcess();
    const reused = await folderWithLock({ pid, start: "1" });
    lockDataFolder(reused).release();
    const earlierBoot = await folderWithLock({ pid: 1, boot: "00000000-0000-0000-0000-000000000000" });
    lockDataFolder(earlierBoot).release();
  });
});
