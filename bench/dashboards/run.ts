// Every dashboard endpoint with 100,000 leads and their pipeline (enquiries, deals, customers, cases, deliveries,
// stage changes): one client (a page's wait) and 4 concurrent clients (a few managers at once), on PGlite (in
// memory), and on PostgreSQL when BENCH_DATABASE_URL names a server where the role may create databases
// (BENCH_ONLY=postgres skips PGlite; BENCH_LEADS changes the size). Prints req/s and p50/p99; asserts nothing.
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { readRollups, recountRollups } from "../../apps/api/src/dashboards/rollup-recount.ts";
import type { DatabaseConfig } from "../../apps/api/src/db/client.ts";
import { createServer } from "../../apps/api/src/server.ts";
import { createTestDatabase } from "../../apps/api/src/test/test-database.ts";
import { type Load, percentile, runLoad } from "../api/load.ts";
import { benchConfig } from "../api/setup.ts";
import { generatePipeline } from "./generate.ts";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const PASSWORD = "bench-staff-passphrase-4471";
/** Requests per endpoint with one client (twice as many with four): enough for a p99 of a page nobody reloads. */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);

const ENDPOINTS = [
  ["workflow (90 days)", "/api/dashboards/workflow"],
  ["overview (360)", "/api/dashboards/overview"],
  ["analytics (90 days, weeks)", "/api/dashboards/analytics"],
  ["analytics (365 days, months)", "/api/dashboards/analytics?from=@YEAR_AGO&by=month"],
  ["staff (90 days)", "/api/dashboards/staff"],
  ["investor", "/api/dashboards/investor"],
] as const;

/** The machine's 1-minute load average (as `uptime` prints it): the figures beside it are only comparable under a like load. */
const loadNow = () => loadavg()[0]?.toFixed(2) ?? "?";

async function measure(label: string, load: Load, requests: number, concurrency: number): Promise<void> {
  const result = await runLoad(load, requests, concurrency);
  const { latencies } = result;
  console.log(
    `  ${label.padEnd(30)} ${String(concurrency).padStart(2)} client${concurrency === 1 ? " " : "s"} ${(requests / result.seconds).toFixed(1).padStart(7)} req/s   p50 ${percentile(latencies, 0.5).toFixed(1).padStart(6)} ms   p99 ${percentile(latencies, 0.99).toFixed(1).padStart(6)} ms   load ${loadNow()}`,
  );
}

async function run(database: DatabaseConfig, name: string): Promise<void> {
  const server = await createServer(benchConfig(database));
  try {
    const t0 = performance.now();
    const counts = await generatePipeline(server.database.db, LEADS);
    console.log(
      `\n${name}: generated in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${Object.entries(counts)
        .map(([k, v]) => `${v.toLocaleString("en")} ${k}`)
        .join(", ")}`,
    );
    // The rollups the dashboards read were kept by the triggers through the generator's bulk inserts: they must
    // equal a recount of the records, or the figures below would be fast and wrong.
    const [kept, recounted] = await Promise.all([
      readRollups(server.database.db),
      recountRollups(server.database.db),
    ]);
    const same = JSON.stringify(kept) === JSON.stringify(recounted);
    console.log(`  rollups equal a recount of the records: ${same ? "yes" : "NO"}`);
    if (!same) process.exitCode = 1;
    const address = await server.listen({ port: 0, host: "127.0.0.1" });
    const login = await fetch(`${address}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "ceo", password: PASSWORD }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    for (const [label, path] of ENDPOINTS) {
      const load: Load = {
        url: `${address}${path.replace("@YEAR_AGO", yearAgo)}`,
        headers: { cookie },
        expected: 200,
      };
      await runLoad(load, 10, 2); // warm-up (statement plans, caches)
      await measure(label, load, REQUESTS, 1);
      await measure(label, load, REQUESTS * 2, 4);
    }
  } finally {
    await server.close();
  }
}

if (process.env.BENCH_ONLY !== "postgres")
  await run({ kind: "pglite", dataDir: undefined }, "PGlite (in memory)");

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
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
