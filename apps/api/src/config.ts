import { fileURLToPath } from "node:url";
import type { DatabaseConfig } from "#db/client.ts";
import type { Env } from "#env.ts";

export interface WebApps {
  /** The built marketing app (apps/marketing/dist). */
  marketingDir: string;
  /** The built CRM app (apps/crm/dist). */
  crmDir: string;
}

/** Everything `createServer` needs; built from the environment by `configFromEnv`, or directly by tests. */
export interface ServerConfig {
  database: DatabaseConfig;
  migrationsDir: string;
  logLevel: Env["LOG_LEVEL"];
  version: string;
  /** The built apps to serve beside the API; `null` serves only `/api/*`. */
  web: WebApps | null;
}

/** The API package's folder: one level above both `src/` (tsx) and `dist/` (the bundle). */
const packageRoot = fileURLToPath(new URL("..", import.meta.url));

export const DEFAULT_MIGRATIONS_DIR = `${packageRoot}drizzle`;

export function configFromEnv(env: Env, version: string): ServerConfig {
  return {
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: env.DATA_DIR },
    migrationsDir: DEFAULT_MIGRATIONS_DIR,
    logLevel: env.LOG_LEVEL,
    version,
    web: {
      marketingDir: env.MARKETING_DIST ?? `${packageRoot}../marketing/dist`,
      crmDir: env.CRM_DIST ?? `${packageRoot}../crm/dist`,
    },
  };
}
