import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * The path of a PostgreSQL client tool (pg_dump, pg_restore): the newest Debian installs under /usr/lib/postgresql
 * (pg_dump must be at least as new as the server), else the one on PATH.
 */
export function postgresTool(name: "pg_dump" | "pg_restore"): string {
  const base = "/usr/lib/postgresql";
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((version) => existsSync(path.join(base, version, "bin", name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(base, versions[0], "bin", name);
  }
  return name;
}

/** Runs a PostgreSQL tool; a failure carries its stderr, with the URL's password blanked out. */
export async function runPostgresTool(name: "pg_dump" | "pg_restore", args: string[]): Promise<void> {
  try {
    await run(postgresTool(name), args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as { code?: string | number; stderr?: string };
    if (failure.code === "ENOENT")
      throw new Error(
        `${name} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client)`,
      );
    const stderr = (failure.stderr ?? String(error)).replace(
      /(postgres(?:ql)?:\/\/[^:/@]*:)[^@]*@/g,
      "$1***@",
    );
    throw new Error(`${name} failed: ${stderr.trim()}`);
  }
}
