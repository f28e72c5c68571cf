import { randomBytes } from "node:crypto";
import postgres from "postgres";
import type { DatabaseConfig } from "#db/client.ts";

/** Where test/postgres-template.ts leaves the name of the run's migrated template database for the test files. */
export const TEMPLATE_VARIABLE = "TEST_DATABASE_TEMPLATE";

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the PostgreSQL server at
 * TEST_DATABASE_URL (needs the CREATEDB right). `drop` removes it again. Empty, unless `migrated` asks, on
 * PostgreSQL, for a copy of the run's migrated template (test/postgres-template.ts): copying its files costs far less
 * than running every migration again, which the server then finds done. PGlite always starts empty.
 */
export async function createTestDatabase({ migrated = false } = {}): Promise<{
  config: DatabaseConfig;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { config: { kind: "pglite", dataDir: undefined }, drop: async () => {} };

  const name = `visadesk_test_${randomBytes(6).toString("hex")}`;
  const template = migrated ? process.env[TEMPLATE_VARIABLE] : undefined;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: "postgres", url: url.toString() },
    drop: async () => {
      // FORCE cannot end an autovacuum worker (it runs as a superuser) for a role with only CREATEDB; such a worker
      // is gone within moments, so try again a few times.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await admin.unsafe(`drop database if exists ${name} with (force)`);
          break;
        } catch (error) {
          const insufficientPrivilege = (error as { code?: string }).code === "42501";
          if (!insufficientPrivilege || attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
      await admin.end();
    },
  };
}

/** The database kind the tests run on, for assertions that differ between the two. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
