import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_MIGRATIONS_DIR } from "#config.ts";
import type { DatabaseConfig } from "#db/client.ts";
import { openDatabase } from "#db/client.ts";
import { pendingMigrations, releaseMigrations, SchemaBehindError } from "#db/migration-state.ts";
import { createServer } from "#server.ts";
import { createTestDatabase } from "#test/test-database.ts";
import { createTestClock, testConfig } from "#test/test-server.ts";

const apiDir = path.resolve(import.meta.dirname, "..", "..");
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An empty database that outlives one connection (PGlite in a folder of its own, or a new PostgreSQL database). */
async function emptyDatabase(): Promise<DatabaseConfig> {
  const created = await createTestDatabase();
  cleanups.push(created.drop);
  if (created.config.kind === "postgres") return created.config;
  const dataDir = mkdtempSync(path.join(tmpdir(), "visadesk-migrate-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  return { kind: "pglite", dataDir };
}

/** `pnpm db:migrate` as an operator runs it, with the settings in the environment. */
async function dbMigrate(database: DatabaseConfig) {
  const env = { ...process.env, LOG_LEVEL: "silent" } as NodeJS.ProcessEnv;
  if (database.kind === "postgres") env.DATABASE_URL = database.url;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = database.dataDir;
  }
  const run = promisify(execFile);
  return run(process.execPath, ["--import", "tsx", "src/db/migrate-cli.ts"], { cwd: apiDir, env });
}

describe("migrations before the instances start (MIGRATE_ON_START=false and pnpm db:migrate)", () => {
  it("an instance that may not migrate refuses a database behind its release, naming the command to run", async () => {
    const database = await emptyDatabase();
    const config = testConfig(database, createTestClock(), { migrateOnStart: false });
    const started = createServer(config);
    await expect(started).rejects.toBeInstanceOf(SchemaBehindError);
    const count = releaseMigrations(DEFAULT_MIGRATIONS_DIR).length;
    await expect(started).rejects.toThrow(
      new RegExp(`missing ${count} migration\\(s\\).*run \`pnpm db:migrate\``),
    );
  });

  it("pnpm db:migrate brings the database up to the release, once; then the instance starts without migrating", async () => {
    const database = await emptyDatabase();
    const first = await dbMigrate(database);
    const count = releaseMigrations(DEFAULT_MIGRATIONS_DIR).length;
    expect(first.stdout).toMatch(
      new RegExp(
        `ran ${count} migration\\(s\\) \\(0000_init, .*${releaseMigrations(DEFAULT_MIGRATIONS_DIR).at(-1)?.tag}\\)`,
      ),
    );
    const second = await dbMigrate(database);
    expect(second.stdout).toMatch(/already has every migration of release/);

    const handle = await openDatabase(database);
    expect(await pendingMigrations(handle.db, DEFAULT_MIGRATIONS_DIR)).toEqual([]);
    await handle.close();

    const app = await createServer(testConfig(database, createTestClock(), { migrateOnStart: false }));
    cleanups.push(() => app.close());
    const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
  });
});
