// Measures one API instance of the built product on PostgreSQL, for docs/capacity.md: requests per second of the main
// reads and writes, their latency, and the database's share of the CPU they cost. Starts its own PostgreSQL (fills it
// with the demo year: `seed:demo`) and one instance on loopback, and drives each request kind in turn with keep-alive
// clients. Prints figures; asserts nothing.
//
// Usage: node scripts/capacity.mjs   (builds first; CAPACITY_SECONDS per kind, default 8; CAPACITY_CLIENTS, default 16)
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { OPS_PASSWORDS, startInstance } from "./ops/api-instance.mjs";
import { freePort } from "./ops/free-port.mjs";
import { request, sessionCookie } from "./ops/http.mjs";
import { startPostgres } from "./ops/postgres-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.CAPACITY_SECONDS ?? 8);
const CLIENTS = Number(process.env.CAPACITY_CLIENTS ?? 16);
const TICKS_PER_SECOND = 100; // Linux's USER_HZ, the unit of /proc/<pid>/stat's CPU times

/** CPU seconds (user + system) a process has used, from /proc. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The processes whose parent is `pid` (PostgreSQL's postmaster forks one backend per connection). */
function childrenOf(pid) {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/stat`, "utf8").split(") ")[1]?.split(" ")[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Every PostgreSQL process of our throwaway server: the postmaster (under runuser as root) and its children. */
function postgresPids(postgres) {
  const pidFile = readFileSync(path.join(postgres.dataDir, "postmaster.pid"), "utf8");
  const postmaster = Number(pidFile.split("\n")[0]);
  return [postmaster, ...childrenOf(postmaster)];
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function drive(label, makeRequest, instance, postgres) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const latencies = [];
  let failed = 0;
  const pgBefore = postgresPids(postgres).reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const apiBefore = cpuSeconds(instance.child.pid);
  const started = performance.now();
  const until = started + SECONDS * 1000;
  let n = 0;
  const client = async () => {
    while (performance.now() < until) {
      const i = n;
      n += 1;
      const t = performance.now();
      try {
        const { status, expected } = await makeRequest(i, agent);
        if (status === expected) latencies.push(performance.now() - t);
        else failed += 1;
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const seconds = (performance.now() - started) / 1000;
  // Backends started during the run count too; ones that ended are lost (keep-alive pools keep them open).
  const pgCpu = postgresPids(postgres).reduce((sum, pid) => sum + cpuSeconds(pid), 0) - pgBefore;
  const apiCpu = cpuSeconds(instance.child.pid) - apiBefore;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const ok = latencies.length;
  const line =
    `| ${label} | ${(ok / seconds).toFixed(0)} | ${percentile(latencies, 0.5).toFixed(1)} | ` +
    `${percentile(latencies, 0.95).toFixed(1)} | ${((apiCpu * 1000) / ok).toFixed(2)} | ` +
    `${((pgCpu * 1000) / ok).toFixed(2)} | ${((100 * pgCpu) / (pgCpu + apiCpu)).toFixed(0)} % | ${failed} |`;
  console.log(line);
  return line;
}

function enquiry(n) {
  return {
    name: `Capacity Visitor ${n}`,
    phone: `+91 97${String(10_000_000 + (n % 89_999_999)).slice(-8)}`,
    destinationCountry: "GB",
    visaType: "visitor",
    priorRefusal: false,
    consent: true,
  };
}

async function main() {
  const build = spawnSync("pnpm", ["exec", "turbo", "run", "build", "--output-logs=errors-only"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("pnpm build failed");
  // fsync on: a write's figure includes flushing PostgreSQL's WAL to disk, as in production.
  const postgres = await startPostgres({ durable: true });
  try {
    postgres.psql("create database visadesk");
    const databaseUrl = postgres.urlOf("visadesk");
    const port = await freePort();
    const instance = startInstance({ port, databaseUrl, env: {} });
    try {
      await instance.ready();
      console.log("filling the database with the demo year (seed:demo)...");
      const seed = spawnSync("pnpm", ["-s", "seed:demo"], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
        encoding: "utf8",
      });
      if (seed.status !== 0) throw new Error(`seed:demo failed: ${seed.stderr}`);
      const counts = postgres.psql(
        "select (select count(*) from enquiries) || ' enquiries, ' || (select count(*) from leads) || ' leads, ' || (select count(*) from deals) || ' deals'",
        "visadesk",
      );
      postgres.psql("analyze", "visadesk");
      const login = await request(`${instance.base}/api/auth/login`, {
        method: "POST",
        body: { username: "admin", password: OPS_PASSWORDS.admin },
      });
      const cookie = sessionCookie(login);
      const get = (url) => async (_i, agent) => ({
        status: (await request(`${instance.base}${url}`, { headers: { cookie }, agent })).status,
        expected: 200,
      });
      console.log(
        `\nOne instance, ${CLIENTS} keep-alive clients, ${SECONDS} s per row; ${counts}; ` +
          `${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the start.\n`,
      );
      console.log(
        "| request | req/s | p50 ms | p95 ms | API CPU ms/req | PostgreSQL CPU ms/req | database share | failed |",
      );
      console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
      await drive(
        "`GET /` (prerendered home page, brotli)",
        async (_i, agent) => ({
          status: (await request(`${instance.base}/`, { headers: { "accept-encoding": "br, gzip" }, agent }))
            .status,
          expected: 200,
        }),
        instance,
        postgres,
      );
      await drive("`GET /api/auth/me` (session lookup)", get("/api/auth/me"), instance, postgres);
      await drive(
        "`GET /api/enquiries?limit=50` (list page)",
        get("/api/enquiries?limit=50"),
        instance,
        postgres,
      );
      await drive("`GET /api/leads?limit=50` (list page)", get("/api/leads?limit=50"), instance, postgres);
      await drive("`GET /api/deals?limit=50` (list page)", get("/api/deals?limit=50"), instance, postgres);
      await drive(
        "`POST /api/public/enquiries` (website form)",
        async (i, agent) => ({
          status: (
            await request(`${instance.base}/api/public/enquiries`, {
              method: "POST",
              body: enquiry(i),
              agent,
              // Four enquiries per visitor address: under the hourly limit of five.
              headers: { "x-forwarded-for": `10.${(i >> 18) & 255}.${(i >> 10) & 255}.${(i >> 2) & 255}` },
            })
          ).status,
          expected: 201,
        }),
        instance,
        postgres,
      );
      console.log(`\nload average at the end: ${loadavg()[0]?.toFixed(1)}`);
    } finally {
      await instance.stop();
    }
  } finally {
    await postgres.stop();
  }
}

await main();
