// `pnpm db:migrate`: brings the database the settings point at (DATABASE_URL, else PGlite in DATA_DIR) up to this
// release's schema, then exits. Operators run it before starting a new release's instances (docs/deploy.md,
// "Upgrades"); safe while the previous release serves, since migrations only expand the schema (docs/decisions/034),
// and safe to run twice or beside starting instances (PostgreSQL's advisory lock lets one migrate at a time).
import { configFromEnv } from "#config.ts";
import { openDatabase } from "#db/client.ts";
import { DataFolderError } from "#db/data-folder.ts";
import { pendingMigrations } from "#db/migration-state.ts";
import { EnvError, envOfProcess } from "#env.ts";
import packageJson from "../../package.json" with { type: "json" };

async function main(): Promise<void> {
  const config = configFromEnv(envOfProcess(), packageJson.version);
  const where =
    config.database.kind === "postgres"
      ? "PostgreSQL (DATABASE_URL)"
      : `PGlite in ${config.database.dataDir}`;
  const database = await openDatabase(config.database);
  try {
    const pending = await pendingMigrations(database.db, config.migrationsDir);
    await database.migrate(config.migrationsDir);
    const left = await pendingMigrations(database.db, config.migrationsDir);
    if (left.length > 0) throw new Error(`migrations still missing after migrating: ${left.join(", ")}`);
    process.stdout.write(
      pending.length === 0
        ? `${where} already has every migration of release ${packageJson.version}.\n`
        : `Migrated ${where}: ran ${pending.length} migration(s) (${pending.join(", ")}).\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof EnvError || error instanceof DataFolderError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
