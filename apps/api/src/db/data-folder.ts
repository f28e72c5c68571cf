import { randomBytes } from "node:crypto";
import {
  closeSync,
  constants,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { chmod, mkdir, readdir, statfs } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";

/** The lock file's name inside DATA_DIR. */
export const LOCK_FILE = "visadesk.lock";

/** Thrown when the data folder cannot be used: the message names the folder and the cause, for the operator. */
export class DataFolderError extends Error {
  override readonly name = "DataFolderError";
}

/** A held lock on a data folder; `release` is safe to call more than once. */
export interface DataFolderLock {
  file: string;
  release(): void;
}

/** What the operating system's error code means, in words an operator acts on. */
export function describeFileError(error: unknown): string {
  const code = (error as { code?: string }).code;
  const reasons: Record<string, string> = {
    EACCES: "permission denied",
    EPERM: "permission denied",
    EROFS: "the file system is read-only",
    ENOSPC: "the disk is full",
    EDQUOT: "the disk quota is used up",
    ENOTDIR: "a part of the path is a file, not a folder",
    ENOENT: "a part of the path does not exist",
  };
  const reason = code ? reasons[code] : undefined;
  return reason ? `${reason} (${code})` : (error as Error).message;
}

/** Whether process `pid` runs on this machine (EPERM: it runs, as another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === "EPERM";
  }
}

/**
 * This process's lock identity. A PID alone does not name a process: in a container the server is PID 1 at every
 * start, and after a reboot a PID is reused by whatever started first. So the lock records, with the PID, a random
 * nonce of this process, the boot it ran in and its start time, and a lock counts as held only by the same process.
 */
const INSTANCE_NONCE = randomBytes(12).toString("hex");

/** The kernel's id of this boot (Linux), or "" elsewhere: a lock from another boot is stale whatever its PID. */
function bootId(): string {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return "";
  }
}

/** When process `pid` started, in clock ticks since boot (Linux's /proc), or "" when it cannot be read. */
export function processStart(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The name in parentheses may hold spaces; the fields after it start at field 3, and the start time is field 22.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? "";
  } catch {
    return "";
  }
}

interface Holder {
  pid: number;
  host: string;
  nonce: string;
  boot: string;
  start: string;
}

/** The lock file's content for this process: one field a line (PID, host, time, nonce, boot, start time). */
function lockContent(): string {
  const fields = [process.pid, hostname(), new Date().toISOString(), INSTANCE_NONCE, bootId()];
  return `${[...fields, processStart(process.pid)].join("\n")}\n`;
}

function readHolder(file: string): Holder | null {
  try {
    const [pid = "", host = "", , nonce = "", boot = "", start = ""] = readFileSync(file, "utf8").split("\n");
    return /^\d+$/.test(pid) ? { pid: Number(pid), host, nonce, boot, start } : null;
  } catch {
    return null;
  }
}

/**
 * A holder that may still be running. On another machine (a shared folder) we cannot tell, so we assume it runs. Our
 * own PID is us only with our nonce: otherwise it is an earlier life of this PID (a container's PID 1 after a crash).
 * Another PID is gone when it ran in another boot or the process now under that PID started at another time.
 */
export function mayBeRunning(holder: Holder | null): boolean {
  if (holder === null) return false;
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return holder.nonce === INSTANCE_NONCE;
  const boot = bootId();
  if (holder.boot && boot && holder.boot !== boot) return false;
  if (!isAlive(holder.pid)) return false;
  const start = processStart(holder.pid);
  return !(holder.start && start && holder.start !== start);
}

function tryCreate(file: string, content: string): boolean {
  let fd: number;
  try {
    // O_EXCL: of two processes creating it at once, exactly one succeeds.
    fd = openSync(file, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, 0o600);
  } catch (error) {
    if ((error as { code?: string }).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the data folder `dir` for this process: a lock file created atomically (O_EXCL) with this process's PID,
 * removed by `release()` and at exit, and taken over when the process named in it is gone (a kill -9, a crash).
 * Throws a {@link DataFolderError} naming the folder and the PID when another live process holds it: two processes on
 * one PGlite folder each see only their own writes, and acknowledged data is lost.
 */
export function lockDataFolder(dir: string): DataFolderLock {
  const file = path.join(dir, LOCK_FILE);
  const content = lockContent();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(file, content)) return holdLock(file, content);
    const holder = readHolder(file);
    if (holder !== null && mayBeRunning(holder)) {
      throw new DataFolderError(
        `The data folder ${dir} is in use by process ${holder.pid}${holder.host !== hostname() ? ` on ${holder.host}` : ""}: only one VisaDesk process may open a PGlite folder (use DATABASE_URL for several instances). If that process is not VisaDesk, delete ${file}.`,
      );
    }
    // Stale: move it aside under a name of our own (atomic, so only one process takes it), then check that what we
    // moved is still the stale lock we read and not one a racing process has just created.
    const aside = `${file}.stale-${process.pid}-${attempt}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as { code?: string }).code === "ENOENT") continue;
      throw error;
    }
    const moved = readHolder(aside);
    if (
      moved &&
      holder &&
      (moved.pid !== holder.pid || moved.nonce !== holder.nonce) &&
      mayBeRunning(moved)
    ) {
      // A live lock after all: put it back where it was (link fails if someone has taken the name meanwhile).
      try {
        linkSync(aside, file);
      } catch {}
    }
    try {
      unlinkSync(aside);
    } catch {}
  }
  const holder = readHolder(file);
  throw new DataFolderError(
    `The data folder ${dir} is in use${holder ? ` by process ${holder.pid}` : ""}: could not take its lock ${file}.`,
  );
}

function holdLock(file: string, content: string): DataFolderLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off("exit", release);
    try {
      // Only our own lock: never one another process took over meanwhile.
      if (readFileSync(file, "utf8") === content) unlinkSync(file);
    } catch {}
  };
  process.on("exit", release);
  return { file, release };
}

/**
 * Makes `dir` (and its parents) exist and readable by this user only: the folder 0700 and every file in it 0600, so
 * that no other local user reads the database's files.
 */
export async function restrictDataFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

/** Sets every folder under `dir` to 0700 and every file to 0600 (PGlite creates its files with the usual 0644). */
export async function restrictTree(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries.map((entry) =>
      chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600).catch(() => {}),
    ),
  );
  await chmod(dir, 0o700);
}

/** Free space of the file system holding `dir`, in bytes, or `null` when it cannot be read. */
export async function freeBytes(dir: string): Promise<number | null> {
  try {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}
