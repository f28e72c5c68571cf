import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import {
  DataFolderError,
  describeFileError,
  freeBytes,
  lockDataFolder,
  restrictDataFolder,
  restrictTree,
} from "#db/data-folder.ts";
import { type ChannelListener, type Listening, listenOnPostgres } from "#db/notifications.ts";
import { PgliteThread } from "#db/pglite-thread.ts";
import * as schema from "#db/schema.ts";

export type Schema = typeof schema;
/** The Drizzle database, the same type on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

/**
 * PGlite in `dataDir` (in memory when `dataDir` is undefined), or a PostgreSQL server at `url` with at most `poolSize`
 * connections from this process (default {@link POSTGRES_POOL_SIZE}).
 */
export type DatabaseConfig =
  | { kind: "pglite"; dataDir: string | undefined }
  | { kind: "postgres"; url: string; poolSize?: number };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The folder PGlite keeps its files in (for the free-space check of the health route); `null` otherwise. */
  dataDir: string | null;
  /** Connections this process may open for statements (PGlite: one, in process); listening takes one more. */
  poolSize: number;
  /** Runs the migrations in `migrationsDir` that have not run yet. */
  migrate(migrationsDir: string): Promise<void>;
  /**
   * Hears the notifications of `channel` (NOTIFY, pg_notify) from every writer of the database, until the database is
   * closed. PostgreSQL: on a connection of its own, kept open and reconnected (db/notifications.ts), whose loss the
   * listener is told; PGlite: in its worker, never lost while the database is open. Resolves after the first LISTEN
   * was tried (`listener.listening()` has been called if it answered).
   */
  listen(channel: string, listener: ChannelListener): Promise<void>;
  /** Finishes pending work and closes the database; PGlite flushes its files. */
  close(): Promise<void>;
}

/** Opens the database described by `config`; the caller owns the handle and must close it. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.kind === "pglite"
    ? openPglite(config.dataDir)
    : openPostgres(config.url, config.poolSize ?? POSTGRES_POOL_SIZE);
}

/** Below this much free space the data folder counts as full: PGlite's next checkpoint or WAL segment may not fit. */
export const DISK_FULL_BYTES = 16 * 1024 * 1024;

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir === undefined) {
    const client = await PgliteThread.start(null);
    return pgliteHandle(client, null, async () => {});
  }
  const root = path.resolve(dataDir);
  const dir = path.join(root, "pglite");
  try {
    await restrictDataFolder(root);
  } catch (error) {
    throw new DataFolderError(`Cannot use the data folder ${root}: ${describeFileError(error)}`, {
      cause: error,
    });
  }
  let lock: ReturnType<typeof lockDataFolder>;
  try {
    lock = lockDataFolder(root);
  } catch (error) {
    if (error instanceof DataFolderError) throw error;
    throw new DataFolderError(`Cannot lock the data folder ${root}: ${describeFileError(error)}`, {
      cause: error,
    });
  }
  let client: PgliteThread;
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // PGlite reports a folder it cannot write only as "failed to initialize properly": try a write first, so the
    // operator reads the folder and the cause (read-only, permission denied, disk full).
    const probe = path.join(dir, `.write-test-${process.pid}`);
    await writeFile(probe, Buffer.alloc(64 * 1024), { mode: 0o600 });
    await unlink(probe);
    // In its own thread, so that SQL never holds the API's thread (docs/decisions/015).
    client = await PgliteThread.start(dir);
    await restrictTree(root);
  } catch (error) {
    lock.release();
    const free = await freeBytes(root);
    const space = free === null ? "" : `; ${Math.floor(free / 1024 / 1024)} MB free on its disk`;
    const cause = (error as { code?: string }).code ? describeFileError(error) : (error as Error).message;
    throw new DataFolderError(`Cannot open the database in ${dir}: ${cause}${space}`, { cause: error });
  }
  return pgliteHandle(client, root, async () => {
    await restrictTree(root).catch(() => {});
    lock.release();
  });
}

function pgliteHandle(
  client: PgliteThread,
  dataDir: string | null,
  afterClose: () => Promise<void>,
): DatabaseHandle {
  const db = drizzlePglite({ client: client.asPglite(), schema });
  let closed = false;
  const listeners: ChannelListener[] = [];
  return {
    db,
    kind: "pglite",
    dataDir,
    poolSize: 1,
    async migrate(migrationsFolder) {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(db, { migrationsFolder });
    },
    async listen(channel, listener) {
      await client.listen(channel, (payload) => listener.notify(payload));
      listeners.push(listener);
      listener.listening();
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const listener of listeners) listener.lost();
      try {
        await client.close();
      } finally {
        await afterClose();
      }
    },
  };
}

// A fixed key for pg_advisory_lock, so that API instances starting together run the migrations one at a time.
const MIGRATION_LOCK_KEY = 720_461_993;

/**
 * PostgreSQL's limits, so that an outage answers a 503 instead of holding requests: a connection is given up after 1 s,
 * a statement after 15 s, and a transaction left idle (a client gone mid-request) after 30 s. A statement sent to a
 * server gone silent is caught by the database watchdog (lib/database-watchdog.ts) within a second.
 */
export const POSTGRES_TIMEOUTS = {
  connectSeconds: 1,
  statementMs: 15_000,
  idleInTransactionMs: 30_000,
} as const;

/**
 * Connections each instance keeps to PostgreSQL for statements at most, shared out among its workers (N instances
 * need N × (this + one listening connection per worker) under max_connections).
 */
export const POSTGRES_POOL_SIZE = 10;

/** A worker's share of {@link POSTGRES_POOL_SIZE} when `workers` share an instance's connections (at least 2). */
export function poolSizeOfWorker(workers: number): number {
  return Math.max(2, Math.ceil(POSTGRES_POOL_SIZE / workers));
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const client = postgres(url, {
    max: poolSize,
    onnotice: () => {},
    connect_timeout: POSTGRES_TIMEOUTS.connectSeconds,
    connection: {
      statement_timeout: POSTGRES_TIMEOUTS.statementMs,
      idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionMs,
      // No JIT: our heaviest statements (the dashboards' aggregates) cost enough to trigger it, and compiling them
      // took 300-600 ms of a 150 ms query on 2 cores (EXPLAIN ANALYZE, bench/dashboards/explain.ts).
      jit: "off",
      // Dates and times as ISO text whatever the server's default: the lists read rows' times as the driver's text
      // (crm/list/times.ts's utcIso), as Drizzle reads its date columns.
      DateStyle: "ISO, YMD",
    },
  });
  const db = drizzlePostgres({ client, schema });
  const listenings: Listening[] = [];
  return {
    db,
    kind: "postgres",
    dataDir: null,
    poolSize,
    async listen(channel, listener) {
      listenings.push(await listenOnPostgres(url, channel, listener));
    },
    async migrate(migrationsFolder) {
      const { migrate } = await import("drizzle-orm/postgres-js/migrator");
      const lockClient = postgres(url, {
        max: 1,
        onnotice: () => {},
        connect_timeout: POSTGRES_TIMEOUTS.connectSeconds,
      });
      try {
        await lockClient`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        await migrate(drizzlePostgres({ client: lockClient }), { migrationsFolder });
        await lockClient`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
      } finally {
        await lockClient.end();
      }
    },
    async close() {
      await Promise.all(listenings.splice(0).map((listening) => listening.close()));
      await client.end({ timeout: 5 });
    },
  };
}

/** Refreshes the planner's statistics (of `table`, default every table): after a bulk load, and regularly on PGlite. */
export async function analyzeDatabase(db: Database, table?: string): Promise<void> {
  await db.execute(table ? sql`analyze ${sql.identifier(table)}` : sql`analyze`);
}
