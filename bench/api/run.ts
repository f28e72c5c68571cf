// With 100,000 leads: a signed-in staff member's first and 2,000th page of 50 leads, and the public intake, under 50
// concurrent clients, beside the same server's bare JSON endpoint. On PGlite (in memory), and on PostgreSQL when
// BENCH_DATABASE_URL names a server where the role may create databases (BENCH_ONLY=postgres skips PGlite).
// Prints figures; asserts nothing. "server" is the server's event-loop busy time per request: the CPU it spends.
import { performance } from "node:perf_hooks";
import type { DatabaseConfig } from "../../apps/api/src/db/client.ts";
import { createTestDatabase } from "../../apps/api/src/test/test-database.ts";
import { intakeLoad, type Load, percentile, runLoad } from "./load.ts";
import { startBenchServer } from "./setup.ts";

const CONCURRENCY = 50;
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);

async function measure(label: string, requests: number, load: Load): Promise<void> {
  const before = performance.eventLoopUtilization();
  const result = await runLoad(load, requests, CONCURRENCY);
  const busy = performance.eventLoopUtilization(before);
  const { latencies } = result;
  console.log(
    `  ${label.padEnd(28)} ${(requests / result.seconds).toFixed(0).padStart(6)} req/s   p50 ${percentile(latencies, 0.5).toFixed(1).padStart(6)} ms   p99 ${percentile(latencies, 0.99).toFixed(1).padStart(6)} ms   server ${(busy.active / requests).toFixed(2)} ms/req`,
  );
}

async function run(database: DatabaseConfig, name: string): Promise<void> {
  const { server, address, cookie, cursor, farPage, generatedIn } = await startBenchServer(database, LEADS);
  try {
    console.log(`\n${name}: ${LEADS} leads generated in ${generatedIn.toFixed(1)} s`);
    const get = (path: string, withCookie = true): Load => ({
      url: `${address}${path}`,
      headers: withCookie ? { cookie } : {},
      expected: 200,
    });
    await runLoad(get("/api/leads?limit=50"), 1_000, CONCURRENCY); // warm-up
    console.log(`${name}, ${CONCURRENCY} concurrent keep-alive clients (node:http, in a worker thread):`);
    await measure("bare JSON (no database)", 20_000, get("/api/bench/bare", false));
    await measure("GET /api/health", 10_000, get("/api/health", false));
    await measure("leads page 1 (staff1)", 10_000, get("/api/leads?limit=50"));
    await measure(
      `leads page ${farPage.toLocaleString("en")} (staff1)`,
      10_000,
      get(`/api/leads?limit=50&cursor=${cursor}`),
    );
    await measure("POST /api/public/enquiries", 5_000, intakeLoad(address));
  } finally {
    await server.close();
  }
}

if (process.env.BENCH_ONLY !== "postgres")
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
