import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { DEFAULT_MIGRATIONS_DIR, type ServerConfig, type WebApps } from "#config.ts";
import { createServer } from "#server.ts";
import { createTestDatabase } from "#test/test-database.ts";

/**
 * Starts one server on a fresh test database for the current test file and closes it afterwards. Read `.app`
 * inside tests (it is set in `beforeAll`).
 */
export function useTestServer(options: { web?: WebApps | null } = {}): { app: FastifyInstance } {
  const holder = {} as { app: FastifyInstance };
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const config: ServerConfig = {
      database: database.config,
      migrationsDir: DEFAULT_MIGRATIONS_DIR,
      logLevel: "silent",
      version: "0.0.0-test",
      web: options.web ?? null,
    };
    holder.app = await createServer(config);
  });
  afterAll(async () => {
    await holder.app?.close();
    await drop();
  });
  return holder;
}
