// `pnpm db:backup <new folder>` and `pnpm db:restore <backup folder>`: the database the server would use (DATABASE_URL,
// else PGlite in DATA_DIR), backed up into a folder or restored from one into an empty database. See docs/deploy.md.
import { BackupError, backupDatabase, restoreDatabase } from "#backup/backup.ts";
import { configFromEnv } from "#config.ts";
import { DataFolderError } from "#db/data-folder.ts";
import { EnvError, envOfProcess } from "#env.ts";
import packageJson from "../../package.json" with { type: "json" };

const USAGE = "usage: pnpm db:backup <new folder>  |  pnpm db:restore <backup folder>";

async function main(): Promise<void> {
  const [command, folder] = process.argv.slice(2);
  if ((command !== "backup" && command !== "restore") || !folder) throw new BackupError(USAGE);
  const env = envOfProcess();
  const { database } = configFromEnv(env, packageJson.version);
  const options = { key: env.BACKUP_KEY };
  const where = database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${database.dataDir}`;
  if (command === "backup") {
    const manifest = await backupDatabase(database, folder, packageJson.version, options);
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    process.stdout.write(
      `Backed up ${where} to ${folder}: ${Object.keys(manifest.tables).length} tables, ${rows} rows (${manifest.file}${manifest.encryption ? `, encrypted with the key ${manifest.encryption.keyId}` : ", not encrypted: set BACKUP_KEY"}).\n`,
    );
  } else {
    const { manifest, rows } = await restoreDatabase(database, folder, options);
    process.stdout.write(
      `Restored the backup of ${manifest.createdAt} into ${where}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, every table identical to the backup.\n`,
    );
  }
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof EnvError || error instanceof DataFolderError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
