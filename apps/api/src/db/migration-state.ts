// Whether the database already holds every migration of this release, for an instance that does not migrate on start
// (MIGRATE_ON_START=false: the operator runs `pnpm db:migrate` before starting the new release; docs/deploy.md).
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";

/** Raised when the schema is behind this release; its message says what to run. */
export class SchemaBehindError extends Error {}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations of this release, from drizzle-kit's journal. */
export function releaseMigrations(migrationsDir: string): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, "meta", "_journal.json"), "utf8")) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/**
 * The migrations of this release the database has not run. Drizzle records each migration it ran with its journal
 * time (`created_at`) and runs those newer than its latest record, so the same comparison says what it would run.
 */
export async function pendingMigrations(db: Database, migrationsDir: string): Promise<string[]> {
  const rowsOf = <T>(result: unknown): T[] =>
    Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
  // Two statements: a query naming the table would fail to plan on a database drizzle has never migrated.
  const [table] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  const [row] = table?.present
    ? rowsOf<{ latest: string | null }>(
        await db.execute(sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`),
      )
    : [];
  const latest = Number(row?.latest ?? 0);
  return releaseMigrations(migrationsDir)
    .filter((entry) => entry.when > latest)
    .map((entry) => entry.tag);
}

/** Throws {@link SchemaBehindError} naming the missing migrations when the database is behind this release. */
export async function assertMigrated(db: Database, migrationsDir: string): Promise<void> {
  const pending = await pendingMigrations(db, migrationsDir);
  if (pending.length > 0)
    throw new SchemaBehindError(
      `The database is missing ${pending.length} migration(s) of this release (${pending.join(", ")}) and ` +
        "MIGRATE_ON_START=false: run `pnpm db:migrate` with the same settings, then start the instance.",
    );
}
