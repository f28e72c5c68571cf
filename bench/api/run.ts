// With 100,000 leads: a signed-in staff member's first and 2,000th page of 50 leads, and the public intake, under 50
// concurrent clients, beside the same server's bare JSON endpoint. On PGlite (in memory), and on PostgreSQL when
// BENCH_DATABASE_URL names a server where the role may create databases. Prints figures; asserts nothing.
import { performance } from "node:perf_hooks";
import { DEFAULT_ARGON2, DEFAULT_MIGRATIONS_DIR, type ServerConfig } from "../../apps/api/src/config.ts";
import type { DatabaseConfig } from "../../apps/api/src/db/client.ts";
import { createServer } from "../../apps/api/src/server.ts";
import { createTestDatabase } from "../../apps/api/src/test/test-database.ts";
import { generateLeads } from "./generate.ts";

const CONCURRENCY = 50;
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const PASSWORD = "bench-staff-passphrase-4471";

async function measure(
  label: string,
  requests: number,
  send: (i: number) => Promise<Response>,
  expected: number,
): Promise<void> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests) {
        const i = next++;
        const t0 = performance.now();
        const response = await send(i);
        await response.arrayBuffer();
        if (response.status !== expected) throw new Error(`${label} answered ${response.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  console.log(
    `  ${label.padEnd(28)} ${(requests / seconds).toFixed(0).padStart(6)} req/s   p50 ${pct(0.5).toFixed(1).padStart(6)} ms   p99 ${pct(0.99).toFixed(1).padStart(6)} ms`,
  );
}

async function run(database: DatabaseConfig, name: string): Promise<void> {
  const config: ServerConfig = {
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
    security: { trustedOrigins: [], forceHttps: false, trustProxy: false, analyticsOrigins: [] },
    limits: { intakePerHour: 1_000_000, clientErrorsPerHour: 30 },
    now: () => new Date(),
    extraRoutes: (app) => {
      app.get("/api/bench/bare", { config: { access: "public" } }, async () => ({ ok: true }));
    },
  };
  const server = await createServer(config);
  try {
    const t0 = performance.now();
    await generateLeads(server.database.db, LEADS);
    console.log(`\n${name}: ${LEADS} leads generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const address = await server.listen({ port: 0, host: "127.0.0.1" });
    const login = await fetch(`${address}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "staff1", password: PASSWORD }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    // The cursor of page 2,000, by walking the pages as a client would.
    let cursor = "";
    for (let page = 1; page < 2_000; page++) {
      const body = (await (
        await fetch(`${address}/api/leads?limit=50${cursor ? `&cursor=${cursor}` : ""}`, {
          headers: { cookie },
        })
      ).json()) as { nextCursor: string | null };
      if (!body.nextCursor) throw new Error(`only ${page} pages`);
      cursor = body.nextCursor;
    }
    const get = (path: string) => () => fetch(`${address}${path}`, { headers: { cookie } });
    for (let i = 0; i < 300; i++) await (await get("/api/leads?limit=50")()).arrayBuffer(); // warm-up
    console.log(`${name}, ${CONCURRENCY} concurrent clients:`);
    await measure("bare JSON (no database)", 10_000, get("/api/bench/bare"), 200);
    await measure("GET /api/health", 10_000, get("/api/health"), 200);
    await measure("leads page 1 (staff1)", 5_000, get("/api/leads?limit=50"), 200);
    await measure("leads page 2,000 (staff1)", 5_000, get(`/api/leads?limit=50&cursor=${cursor}`), 200);
    await measure(
      "POST /api/public/enquiries",
      3_000,
      (i) =>
        fetch(`${address}/api/public/enquiries`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-bench": String(i) },
          body: JSON.stringify({
            name: "Bench Visitor",
            phone: `+9196${String(i).padStart(8, "0")}`,
            destinationCountry: "GB",
            visaType: "student",
            priorRefusal: false,
            consent: true,
          }),
        }),
      201,
    );
  } finally {
    await server.close();
  }
}

await run({ kind: "pglite", dataDir: undefined }, "PGlite (in memory)");

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  // A fresh database on that server, dropped afterwards (the test helper does exactly this).
  process.env.TEST_DATABASE_URL = serverUrl;
  const database = await createTestDatabase();
  try {
    await run(database.config, "PostgreSQL");
  } finally {
    await database.drop();
  }
} else {
  console.log("\n(set BENCH_DATABASE_URL=postgres://... to run on PostgreSQL too)");
}
