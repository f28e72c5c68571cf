// Vitest's global setup for the API's tests on PostgreSQL (TEST_DATABASE_URL): one database with every migration run,
// made once per run, which `createTestDatabase({ migrated: true })` copies for each test file's server (CREATE
// DATABASE ... TEMPLATE), instead of every file running the fifteen migrations again. Dropped after the run. On
// PGlite (no TEST_DATABASE_URL) it does nothing. The migrations themselves still run from empty here, in the files
// that make their own empty databases, and in the multi-instance test.
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { DEFAULT_MIGRATIONS_DIR } from "#config.ts";
import { openDatabase } from "#db/client.ts";
import { TEMPLATE_VARIABLE } from "#test/test-database.ts";

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `visadesk_template_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Closed before any copy is made: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  try {
    await database.migrate(DEFAULT_MIGRATIONS_DIR);
  } finally {
    await database.close();
  }
  // The test workers start after this and inherit the environment.
  process.env[TEMPLATE_VARIABLE] = name;
  return async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
