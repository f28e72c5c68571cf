// A bench server: the API (no web apps, silent log) with `leads` generated leads, a bare JSON endpoint beside it,
// listening on a free port, with staff1 signed in and the cursor of the far page found by walking the pages.
import { performance } from "node:perf_hooks";
import type { sql } from "drizzle-orm";
import { DEFAULT_ARGON2, DEFAULT_MIGRATIONS_DIR, type ServerConfig } from "../../apps/api/src/config.ts";
import type { DatabaseConfig } from "../../apps/api/src/db/client.ts";
import { createServer } from "../../apps/api/src/server.ts";
import { createTestDatabase } from "../../apps/api/src/test/test-database.ts";
import { generateLeads } from "./generate.ts";

const PASSWORD = "bench-staff-passphrase-4471";

export interface BenchServer {
  server: Awaited<ReturnType<typeof createServer>>;
  address: string;
  /** staff1's session cookie (`name=value`). */
  cookie: string;
  /** The cursor of page `farPage` of staff1's leads, 50 a page. */
  cursor: string;
  farPage: number;
  /** Seconds the leads took to generate. */
  generatedIn: number;
}

/**
 * The database a bench script measures: a fresh database on the PostgreSQL server of BENCH_DATABASE_URL (dropped by
 * `drop`), else PGlite in memory.
 */
export async function benchDatabase(): Promise<{ database: DatabaseConfig; drop: () => Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { database: { kind: "pglite", dataDir: undefined }, drop: async () => {} };
  process.env.TEST_DATABASE_URL = serverUrl;
  const created = await createTestDatabase();
  return { database: created.config, drop: created.drop };
}

/** The rows of a raw statement, whichever driver ran it (postgres.js answers an array, PGlite `{ rows }`). */
export async function resultRows<T>(
  db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> },
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  const result = (await db.execute(query)) as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

export function benchConfig(database: DatabaseConfig): ServerConfig {
  return {
    database,
    migrationsDir: DEFAULT_MIGRATIONS_DIR,
    logLevel: "silent",
    version: "bench",
    web: null,
    auth: {
      initialPasswords: { ceo: PASSWORD, admin: PASSWORD, staff1: PASSWORD, staff2: PASSWORD },
      credentialsFile: null,
      idleTimeoutMs: 3_600_000,
      absoluteTimeoutMs: 12 * 3_600_000,
      loginOptions: true,
      argon2: DEFAULT_ARGON2,
    },
    // The load generator says which address each intake request comes from (X-Forwarded-For), as a proxy would.
    security: { trustedOrigins: [], forceHttps: false, trustProxy: ["127.0.0.1"], analyticsOrigins: [] },
    // The bench measures what an enquiry costs, not the intake's defences: neither the review mark nor the flood
    // ceiling (decision 032) may shape its figures, as in server-process.ts. bench/api/intake-load.ts measures those.
    limits: { intakePerHour: 1_000_000, intakePerMinute: 1_000_000, clientErrorsPerHour: 30 },
    now: () => new Date(),
    extraRoutes: (app) => {
      app.get("/api/bench/bare", { config: { access: "public" } }, async () => ({ ok: true }));
    },
  };
}

/** Starts the bench server; the caller closes `server`. `farPage` is capped by the number of leads. */
export async function startBenchServer(
  database: DatabaseConfig,
  leads: number,
  farPage = 2_000,
): Promise<BenchServer> {
  const server = await createServer(benchConfig(database));
  try {
    const t0 = performance.now();
    await generateLeads(server.database.db, leads);
    const generatedIn = (performance.now() - t0) / 1000;
    const address = await server.listen({ port: 0, host: "127.0.0.1" });
    const login = await fetch(`${address}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "staff1", password: PASSWORD }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const lastPage = Math.min(farPage, Math.floor(leads / 50));
    let cursor = "";
    for (let page = 1; page < lastPage; page++) {
      const body = (await (
        await fetch(`${address}/api/leads?limit=50${cursor ? `&cursor=${cursor}` : ""}`, {
          headers: { cookie },
        })
      ).json()) as { nextCursor: string | null };
      if (!body.nextCursor) throw new Error(`only ${page} pages`);
      cursor = body.nextCursor;
    }
    return { server, address, cookie, cursor, farPage: lastPage, generatedIn };
  } catch (error) {
    await server.close();
    throw error;
  }
}
