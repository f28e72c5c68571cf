// Requests per second and latency of GET /api/health (one real database round trip per request) on in-memory
// PGlite, with 50 concurrent clients over loopback. Prints figures; asserts nothing.
import { performance } from "node:perf_hooks";
import { DEFAULT_ARGON2, DEFAULT_MIGRATIONS_DIR } from "../../apps/api/src/config.ts";
import { createServer } from "../../apps/api/src/server.ts";

const CONCURRENCY = 50;
const REQUESTS = 10_000;

const server = await createServer({
  database: { kind: "pglite", dataDir: undefined },
  migrationsDir: DEFAULT_MIGRATIONS_DIR,
  logLevel: "silent",
  version: "bench",
  web: null,
  auth: {
    // Fixed bench-only passwords, so that no generated one is printed or written anywhere.
    initialPasswords: {
      ceo: "bench-ceo-passphrase-1",
      admin: "bench-admin-passphrase-2",
      staff1: "bench-staff1-passphrase-3",
      staff2: "bench-staff2-passphrase-4",
    },
    credentialsFile: null,
    idleTimeoutMs: 30 * 60_000,
    absoluteTimeoutMs: 12 * 3_600_000,
    loginOptions: true,
    argon2: DEFAULT_ARGON2,
  },
  security: { trustedOrigins: [], forceHttps: false, trustProxy: false, analyticsOrigins: [] },
  now: () => new Date(),
});
const address = await server.listen({ port: 0, host: "127.0.0.1" });
const url = `${address}/api/health`;

for (let i = 0; i < 500; i++) await (await fetch(url)).arrayBuffer(); // warm-up

const latencies: number[] = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < REQUESTS) {
      next += 1;
      const t0 = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`health answered ${response.status}`);
      latencies.push(performance.now() - t0);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
console.log(`GET /api/health on PGlite, ${CONCURRENCY} concurrent clients, ${REQUESTS} requests`);
console.log(
  `  ${(REQUESTS / seconds).toFixed(0)} req/s   p50 ${pct(0.5).toFixed(1)} ms   p99 ${pct(0.99).toFixed(1)} ms`,
);
await server.close();
