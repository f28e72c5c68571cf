import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import postgres from "postgres";
import { type BackupEncryption, openSealedFile, sealFile } from "#backup/encryption.ts";
import { BackupError } from "#backup/errors.ts";
import {
  type DatabaseFingerprint,
  fingerprintDatabase,
  fingerprintDifferences,
} from "#backup/fingerprint.ts";
import { runPostgresTool } from "#backup/postgres-tools.ts";
import type { DatabaseConfig } from "#db/client.ts";
import { lockDataFolder, restrictDataFolder, restrictTree } from "#db/data-folder.ts";

/** What a backup folder holds besides its data file; written last, so a half-written backup has none. */
export interface BackupManifest {
  format: 1;
  kind: DatabaseConfig["kind"];
  createdAt: string;
  version: string;
  /** The data file in the folder: a pg_dump archive, or PGlite's data folder as a gzipped tar. */
  file: string;
  /** Every table's row count and content digest at the moment of the backup. */
  tables: DatabaseFingerprint;
  /** Present when the data file is sealed with BACKUP_KEY; `file` then names the sealed file. */
  encryption?: BackupEncryption;
}

export const MANIFEST_FILE = "manifest.json";
const PGDUMP_FILE = "database.pgdump";
const PGLITE_FILE = "pglite-data.tar.gz";
const SEALED_SUFFIX = ".enc";

export { BackupError };

/** What a backup and a restore may be given besides the database: BACKUP_KEY, when set (backup/encryption.ts). */
export interface BackupOptions {
  key?: Buffer;
}

/**
 * Backs up the database of `config` into the new folder `target` (mode 0700: it holds personal data). PostgreSQL:
 * `pg_dump` of one snapshot, while the instances keep running. PGlite: its data folder, which only one process can
 * open, so the server must be stopped first (the data folder's lock says so if it is not).
 */
export async function backupDatabase(
  config: DatabaseConfig,
  target: string,
  version: string,
  { key }: BackupOptions = {},
): Promise<BackupManifest> {
  await prepareEmptyFolder(target);
  const createdAt = new Date().toISOString();
  let file: string;
  let tables: DatabaseFingerprint;
  if (config.kind === "postgres") {
    file = PGDUMP_FILE;
    tables = await dumpPostgres(config.url, path.join(target, file));
  } else {
    file = PGLITE_FILE;
    tables = await dumpPglite(pgliteRoot(config), path.join(target, file));
  }
  // pg_dump creates its file under the process's umask (0644 as a rule): the dump holds personal data, so only the
  // server's user may read it, as the data folder itself.
  await chmod(path.join(target, file), 0o600);
  let encryption: BackupEncryption | undefined;
  if (key) {
    encryption = await sealFile(path.join(target, file), path.join(target, `${file}${SEALED_SUFFIX}`), key);
    file = `${file}${SEALED_SUFFIX}`;
    await chmod(path.join(target, file), 0o600);
  }
  const manifest: BackupManifest = {
    format: 1,
    kind: config.kind,
    createdAt,
    version,
    file,
    tables,
    ...(encryption ? { encryption } : {}),
  };
  await writeFile(path.join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  return manifest;
}

/**
 * Restores the backup in `source` into the empty database of `config` (a PostgreSQL database without tables, or a
 * DATA_DIR without a PGlite database), then checks every table against the backup's manifest. Refuses a database
 * that has data: a restore never mixes two states. PostgreSQL's restore is one transaction: all or nothing.
 */
export async function restoreDatabase(
  config: DatabaseConfig,
  source: string,
  { key }: BackupOptions = {},
): Promise<{ manifest: BackupManifest; rows: number }> {
  const manifest = await readManifest(source);
  if (manifest.kind !== config.kind)
    throw new BackupError(
      `This is a ${manifest.kind} backup; the configured database is ${config.kind}. Set ${manifest.kind === "postgres" ? "DATABASE_URL" : "DATA_DIR (and unset DATABASE_URL)"} for the database to restore into.`,
    );
  let data = path.join(source, manifest.file);
  // An encrypted backup is opened into a private temporary folder, checked whole before anything reads it.
  const opened = manifest.encryption ? await mkdtemp(path.join(tmpdir(), "visadesk-restore-")) : null;
  let restored: DatabaseFingerprint;
  try {
    if (opened && manifest.encryption) {
      const plain = path.join(opened, manifest.file.slice(0, -SEALED_SUFFIX.length));
      await openSealedFile(data, plain, manifest.encryption, key);
      data = plain;
    }
    restored =
      config.kind === "postgres"
        ? await restorePostgres(config.url, data)
        : await restorePglite(pgliteRoot(config), data);
  } finally {
    if (opened) await rm(opened, { recursive: true, force: true });
  }
  const differences = fingerprintDifferences(manifest.tables, restored);
  if (differences.length > 0)
    throw new BackupError(`The restored database differs from the backup:\n  ${differences.join("\n  ")}`);
  const rows = Object.values(restored).reduce((sum, table) => sum + table.rows, 0);
  return { manifest, rows };
}

async function readManifest(source: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(source, MANIFEST_FILE), "utf8");
  } catch {
    throw new BackupError(
      `${source} is not a complete backup: ${MANIFEST_FILE} is missing (a backup writes it last).`,
    );
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1 || (manifest.kind !== "postgres" && manifest.kind !== "pglite"))
    throw new BackupError(`${source}/${MANIFEST_FILE} is not a VisaDesk backup manifest (format 1).`);
  return manifest;
}

async function prepareEmptyFolder(target: string): Promise<void> {
  await mkdir(target, { recursive: true, mode: 0o700 });
  if ((await readdir(target)).length > 0)
    throw new BackupError(`${target} is not empty: give a new folder for each backup.`);
  await restrictDataFolder(target);
}

function pgliteRoot(config: DatabaseConfig & { kind: "pglite" }): string {
  if (config.dataDir === undefined) throw new BackupError("An in-memory database has nothing to back up.");
  return path.resolve(config.dataDir);
}

/** Runs `work` with the data folder's lock held: fails with the lock's message while a server uses the folder. */
async function withLockedFolder<T>(root: string, work: () => Promise<T>): Promise<T> {
  const lock = lockDataFolder(root);
  try {
    return await work();
  } finally {
    lock.release();
  }
}

const pgliteRunner = (client: PGlite) => async (text: string) =>
  (await client.query<Record<string, unknown>>(text)).rows;

async function dumpPglite(root: string, file: string): Promise<DatabaseFingerprint> {
  return withLockedFolder(root, async () => {
    const client = await PGlite.create(path.join(root, "pglite"), { extensions: { pg_trgm } });
    try {
      const tables = await fingerprintDatabase(pgliteRunner(client));
      const archive = await client.dumpDataDir("gzip");
      await writeFile(file, Buffer.from(await archive.arrayBuffer()), { mode: 0o600 });
      return tables;
    } finally {
      await client.close();
    }
  });
}

async function restorePglite(root: string, file: string): Promise<DatabaseFingerprint> {
  await mkdir(root, { recursive: true, mode: 0o700 });
  return withLockedFolder(root, async () => {
    const dir = path.join(root, "pglite");
    const existing = await readdir(dir).catch(() => []);
    if (existing.length > 0)
      throw new BackupError(`${dir} already holds a database: restore into an empty DATA_DIR.`);
    const archive = new Blob([await readFile(file)]);
    const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: archive });
    try {
      return await fingerprintDatabase(pgliteRunner(client));
    } finally {
      await client.close();
      await restrictTree(root).catch(() => {});
    }
  });
}

async function dumpPostgres(url: string, file: string): Promise<DatabaseFingerprint> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    // The fingerprint and pg_dump read the same snapshot, so the manifest describes exactly what the dump holds
    // while the instances go on writing.
    return await client.begin("isolation level repeatable read read only", async (transaction) => {
      const [{ snapshot } = { snapshot: "" }] = await transaction<{ snapshot: string }[]>`
        select pg_export_snapshot() as snapshot`;
      const tables = await fingerprintDatabase((text) => transaction.unsafe(text));
      await runPostgresTool("pg_dump", [
        "--format=custom",
        `--snapshot=${snapshot}`,
        `--file=${file}`,
        `--dbname=${url}`,
      ]);
      return tables;
    });
  } finally {
    await client.end({ timeout: 5 });
  }
}

async function restorePostgres(url: string, file: string): Promise<DatabaseFingerprint> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [{ count } = { count: 0 }] = await client<{ count: number }[]>`
      select count(*)::int as count from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`;
    if (count > 0)
      throw new BackupError(
        `The database in DATABASE_URL already has ${count} tables: restore into a new, empty database (createdb).`,
      );
    await runPostgresTool("pg_restore", [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      `--dbname=${url}`,
      file,
    ]);
    return await fingerprintDatabase((text) => client.unsafe(text));
  } finally {
    await client.end({ timeout: 5 });
  }
}
