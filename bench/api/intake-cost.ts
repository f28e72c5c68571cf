// The public intake's cost per enquiry, one request at a time (no concurrency, so the figures hardly move with the
// machine's load): `pnpm exec tsx bench/api/intake-cost.ts`, on PostgreSQL when BENCH_DATABASE_URL is set (a fresh
// database on that server, dropped afterwards), else PGlite in memory. BENCH_LEADS leads are generated first
// (default 10,000), then BENCH_REQUESTS enquiries (default 2,000, half from one address and half from many) go through
// `server.inject`. Prints the API thread's CPU, the database's CPU (PostgreSQL's backends, or PGlite's thread) and the
// statements per enquiry; on PostgreSQL also the database functions that took the most time (track_functions).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { observeQueries } from "../../apps/api/src/db/query-timing.ts";
import { createServer } from "../../apps/api/src/server.ts";
import { generateLeads } from "./generate.ts";
import { benchConfig, benchDatabase, resultRows } from "./setup.ts";

const LEADS = Number(process.env.BENCH_LEADS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);

let statements = 0;
observeQueries({ start: () => (statements += 1), end: () => {} });

/** CPU milliseconds of a process or thread from its /proc stat file (Linux, USER_HZ 100). */
function cpuMs(statFile: string): number {
  try {
    const stat = readFileSync(statFile, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}
const threads = () => readdirSync("/proc/self/task").map(Number);
const threadMs = (tid: number) => cpuMs(`/proc/self/task/${tid}/stat`);

async function main(): Promise<void> {
  const { database, drop } = await benchDatabase();
  if (database.kind === "postgres") {
    const name = new URL(database.url).pathname.slice(1);
    execFileSync("psql", [
      process.env.BENCH_DATABASE_URL ?? "",
      "-qc",
      `alter database ${name} set track_functions = 'all'`,
    ]);
  }
  const server = await createServer(benchConfig(database));
  try {
    const db = server.database.db;
    await generateLeads(db, LEADS);
    // An experiment's SQL before measuring (e.g. `alter table leads disable trigger leads_dashboards_insert`).
    for (const statement of (process.env.BENCH_SQL ?? "").split(";").filter((s) => s.trim() !== ""))
      await db.execute(sql.raw(statement));
    const postgres = database.kind === "postgres";
    const backendPids = async () =>
      (
        await resultRows<{ pid: number }>(
          db,
          sql`select pid from pg_stat_activity where datname = current_database()`,
        )
      ).map((r) => Number(r.pid));
    let n = 0;
    const send = (manyAddresses: boolean) =>
      server.inject({
        method: "POST",
        url: "/api/public/enquiries",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": manyAddresses
            ? `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
            : "10.0.0.1",
        },
        remoteAddress: "127.0.0.1",
        payload: JSON.stringify({
          name: "Bench Visitor",
          phone: `+9197${String(n++).padStart(8, "0")}`,
          destinationCountry: "GB",
          visaType: "student",
          priorRefusal: false,
          consent: true,
        }),
      });
    for (let i = 0; i < 200; i++) await send(i % 2 === 0); // warm-up: prepared statements, plans, JIT
    if (postgres) await db.execute(sql`select pg_stat_reset()`);
    for (const [label, many] of [
      ["one address", false],
      ["many addresses", true],
    ] as const) {
      const pids = postgres ? await backendPids() : [];
      const others = threads().filter((tid) => tid !== process.pid);
      const dbBefore = postgres
        ? pids.reduce((sum, pid) => sum + cpuMs(`/proc/${pid}/stat`), 0)
        : others.reduce((sum, tid) => sum + threadMs(tid), 0);
      const apiBefore = threadMs(process.pid);
      const statementsBefore = statements;
      const started = performance.now();
      const count = REQUESTS / 2;
      for (let i = 0; i < count; i++) {
        const reply = await send(many);
        if (reply.statusCode !== 201) throw new Error(`${reply.statusCode}: ${reply.body}`);
      }
      const seconds = (performance.now() - started) / 1000;
      const apiMs = threadMs(process.pid) - apiBefore;
      const dbMs = postgres
        ? pids.reduce((sum, pid) => sum + cpuMs(`/proc/${pid}/stat`), 0) - dbBefore
        : others.reduce((sum, tid) => sum + threadMs(tid), 0) - dbBefore;
      console.log(
        `${database.kind} ${label}: ${(count / seconds).toFixed(0)} enquiries/s in series, API thread ${(apiMs / count).toFixed(2)} ms, database ${(dbMs / count).toFixed(2)} ms${postgres ? "" : " (other threads)"}, ${((statements - statementsBefore) / count).toFixed(2)} statements per enquiry`,
      );
    }
    if (postgres) {
      await new Promise((resolve) => setTimeout(resolve, 1_100)); // the backends report their function times
      const functions = await resultRows<{ funcname: string; calls: string; total: number; self: number }>(
        db,
        sql`select funcname, calls, total_time as total, self_time as self from pg_stat_user_functions
          order by self_time desc limit 20`,
      );
      console.log("\nfunctions, per enquiry: calls, total ms, self ms");
      for (const f of functions)
        console.log(
          `  ${f.funcname.padEnd(36)} ${(Number(f.calls) / REQUESTS).toFixed(2).padStart(6)} ${(f.total / REQUESTS).toFixed(3).padStart(8)} ${(f.self / REQUESTS).toFixed(3).padStart(8)}`,
        );
    }
  } finally {
    await server.close();
    await drop();
  }
}

await main();
