import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "#db/schema.ts";

export type Schema = typeof schema;
/** The Drizzle database, the same type on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

/** PGlite in `dataDir` (in memory when `dataDir` is undefined), or a PostgreSQL server at `url`. */
export type DatabaseConfig =
  | { kind: "pglite"; dataDir: string | undefined }
  | { kind: "postgres"; url: string };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs the migrations in `migrationsDir` that have not run yet. */
  migrate(migrationsDir: string): Promise<void>;
  /** Finishes pending work and closes the database; PGlite flushes its files. */
  close(): Promise<void>;
}

/** Opens the database described by `config`; the caller owns the handle and must close it. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.kind === "pglite" ? openPglite(config.dataDir) : openPostgres(config.url);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let dir: string | undefined;
  if (dataDir !== undefined) {
    dir = path.resolve(dataDir, "pglite");
    await mkdir(dir, { recursive: true });
  }
  // pg_trgm backs the search of every CRM list (trigram indexes on name, phone, email, case number).
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: "pglite",
    async migrate(migrationsFolder) {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(db, { migrationsFolder });
    },
    close: () => client.close(),
  };
}

// A fixed key for pg_advisory_lock, so that API instances starting together run the migrations one at a time.
const MIGRATION_LOCK_KEY = 720_461_993;

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  return {
    db,
    kind: "postgres",
    async migrate(migrationsFolder) {
      const { migrate } = await import("drizzle-orm/postgres-js/migrator");
      const lockClient = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await lockClient`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        await migrate(drizzlePostgres({ client: lockClient }), { migrationsFolder });
        await lockClient`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
      } finally {
        await lockClient.end();
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** Refreshes the planner's statistics (of `table`, default every table): after a bulk load, and regularly on PGlite. */
export async function analyzeDatabase(db: Database, table?: string): Promise<void> {
  await db.execute(table ? sql`analyze ${sql.identifier(table)}` : sql`analyze`);
}
