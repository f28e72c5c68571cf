import { randomBytes } from "node:crypto";
import postgres from "postgres";
import type { DatabaseConfig } from "#db/client.ts";

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new database on the PostgreSQL
 * server at TEST_DATABASE_URL (needs the CREATEDB right). `drop` removes it again.
 */
export async function createTestDatabase(): Promise<{ config: DatabaseConfig; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { config: { kind: "pglite", dataDir: undefined }, drop: async () => {} };

  const name = `visadesk_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
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
