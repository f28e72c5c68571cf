// With 100,000 leads: a signed-in staff member's first and 2,000th page of 50 leads, and the public intake, under 50
// concurrent clients, beside the same server's bare JSON endpoint. On PGlite (in memory), and on PostgreSQL when
// BENCH_DATABASE_URL names a server where the role may create databases. Prints figures; asserts nothing.
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { DEFAULT_ARGON2, DEFAULT_MIGRATIONS_DIR, type ServerConfig } from "../../apps/api/src/config.ts";
import type { DatabaseConfig } from "../../apps/api/src/db/client.ts";
import { createServer } from "../../apps/api/src/server.ts";
import { createTestDatabase } from "../../apps/api/src/test/test-database.ts";
import { generateLeads } from "./generate.ts";

const CONCURRENCY = 50;
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const PASSWORD = "bench-staff-passphrase-4471";
/** The far page: 2,000 with the default 100,000 leads. */
const LAST_PAGE = Math.min(2_000, Math.floor(LEADS / 50));

// The load runs in a worker thread, so the clients do not share the server's event loop (2 cores: one each).
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { performance } = require("node:perf_hooks");
const { url, headers, body, requests, concurrency, expected, method } = workerData;
(async () => {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < requests) {
      const i = next++;
      const t0 = performance.now();
      const init = { method, headers };
      if (body) init.body = body.replaceAll("{{i}}", String(i).padStart(8, "0"));
      const response = await fetch(url, init);
      await response.arrayBuffer();
      if (response.status !== expected) throw new Error(url + " answered " + response.status);
      latencies.push(performance.now() - t0);
    }
  }));
  parentPort.postMessage({ seconds: (performance.now() - started) / 1000, latencies });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

interface Load {
  url: string;
  headers: Record<string, string>;
  method?: "GET" | "POST";
  /** A body in which each {{i}} becomes the request's number (8 digits). */
  body?: string;
  expected: number;
}

async function measure(label: string, requests: number, load: Load): Promise<void> {
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { ...load, method: load.method ?? "GET", requests, concurrency: CONCURRENCY },
  });
  const result = await new Promise<{ seconds: number; latencies: number[]; error?: string }>(
    (resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    },
  );
  await worker.terminate();
  if (result.error) throw new Error(result.error);
  const latencies = result.latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  console.log(
    `  ${label.padEnd(28)} ${(requests / result.seconds).toFixed(0).padStart(6)} req/s   p50 ${pct(0.5).toFixed(1).padStart(6)} ms   p99 ${pct(0.99).toFixed(1).padStart(6)} ms`,
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
    for (let page = 1; page < LAST_PAGE; page++) {
      const body = (await (
        await fetch(`${address}/api/leads?limit=50${cursor ? `&cursor=${cursor}` : ""}`, {
          headers: { cookie },
        })
      ).json()) as { nextCursor: string | null };
      if (!body.nextCursor) throw new Error(`only ${page} pages`);
      cursor = body.nextCursor;
    }
    const get = (path: string, withCookie = true): Load => ({
      url: `${address}${path}`,
      headers: withCookie ? { cookie } : {},
      expected: 200,
    });
    for (let i = 0; i < 300; i++)
      await (await fetch(`${address}/api/leads?limit=50`, { headers: { cookie } })).arrayBuffer(); // warm-up
    console.log(`${name}, ${CONCURRENCY} concurrent clients (in a worker thread):`);
    await measure("bare JSON (no database)", 20_000, get("/api/bench/bare", false));
    await measure("GET /api/health", 10_000, get("/api/health", false));
    await measure("leads page 1 (staff1)", 10_000, get("/api/leads?limit=50"));
    await measure(
      `leads page ${LAST_PAGE.toLocaleString("en")} (staff1)`,
      10_000,
      get(`/api/leads?limit=50&cursor=${cursor}`),
    );
    await measure("POST /api/public/enquiries", 5_000, {
      url: `${address}/api/public/enquiries`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Bench Visitor",
        phone: "+9196{{i}}",
        destinationCountry: "GB",
        visaType: "student",
        priorRefusal: false,
        consent: true,
      }),
      expected: 201,
    });
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
