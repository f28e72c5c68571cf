// `pnpm bench api`: the API under load from a separate process (wrk, else autocannon: bench/api/drive.mjs), at 100,000 and
// 1,000,000 leads, on PGlite (in memory) and on PostgreSQL when BENCH_DATABASE_URL names a server where the role may
// create databases. Each figure is printed beside its references from the same run (a bare Fastify route in the same
// server, and /api/health), with the ratio, since the machine is shared. Prints figures; asserts nothing.
//
// Per row: requests a second, p50 and p99 latency, the server process's CPU per request (on PGlite this includes the
// database, which runs inside it) and the database's CPU per request (on PGlite its worker thread's, on PostgreSQL this
// database's backends'), the statements the server sent per request, and the machine's load average. The CPU figures
// and the statement counts hardly depend on the load; the rates and latencies do.
//
// Knobs: BENCH_DATABASES=pglite,postgres  BENCH_SIZES=100000,1000000  BENCH_CONNECTIONS=20,50  BENCH_SECONDS=5
//        BENCH_ONLY=<substrings of rows' labels, comma-separated>  BENCH_SLOW_ROWS=1000000 (0: no slow-statement section)
//        BENCH_API_WORKERS=2 (on PostgreSQL, the rows again against main.ts in its own process with that many workers,
//        as production runs it; "" for none)  BENCH_DRIVER=autocannon (instead of wrk)
//
// The slow-statement section: fast requests at c=20 while heavy statements (a count over BENCH_SLOW_ROWS generated
// rows, a fraction of a second to seconds each, with the machine's load) run one after another for the whole run, one at a time, beside the same requests with
// nothing slow running. Their p99 shows whether one slow statement holds everyone else's requests (PGlite in the
// API's thread did; in its own worker only the requests that need the database wait for it).
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { DatabaseConfig } from "../../apps/api/src/db/client.ts";
import { observeQueries } from "../../apps/api/src/db/query-timing.ts";
import { createTestDatabase } from "../../apps/api/src/test/test-database.ts";
import { benchPhone } from "./generate.ts";
import { startServerProcess } from "./server-process.ts";
import { type BenchServer, startBenchServer } from "./setup.ts";

const list = (name: string, fallback: string) =>
  (process.env[name] ?? fallback).split(",").filter((value) => value !== "");
const DATABASES = list("BENCH_DATABASES", "pglite,postgres");
const SIZES = list("BENCH_SIZES", "100000,1000000").map(Number);
const CONNECTIONS = list("BENCH_CONNECTIONS", "20,50").map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ONLY = process.env.BENCH_ONLY ? list("BENCH_ONLY", "") : undefined;
const SLOW_ROWS = Number(process.env.BENCH_SLOW_ROWS ?? 1_000_000);
/** On PostgreSQL, the rows again against main.ts in its own process with each of these API_WORKERS (none: ""). */
const API_WORKERS = list("BENCH_API_WORKERS", "2")
  .map(Number)
  .filter((n) => n >= 1);

interface Request {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
interface Scenario {
  label: string;
  requests: Request[];
  manyAddresses?: boolean;
}
interface Figures {
  /** Which load generator ran: "wrk" or "autocannon". */
  driver: string;
  rps: number;
  p50: number;
  p99: number;
  max?: number;
  total: number;
  non2xx: number;
  errors: number;
}

/** Statements the server sent to its database (Drizzle's, as the metrics count them), for statements per request. */
let statementCount = 0;
/** Statements sent and not yet answered (queued ones included), to tell when the server has finished its work. */
let statementsInFlight = 0;
observeQueries({
  start: () => {
    statementCount += 1;
    statementsInFlight += 1;
  },
  end: () => {
    statementsInFlight -= 1;
  },
});

/**
 * Waits until the server has sent no statement for `quietMs`. When the load generator stops, it drops its connections
 * with requests still queued in the server (an intake at c=20 has dozens waiting for the database), and their handlers
 * run on: the next row would pay for them, and closing the server under them cut PostgreSQL's connections mid-query
 * (postgres.js: "Cannot read properties of null (reading 'write')") or left a PGlite transaction open forever (its
 * last statements refused as the database closed, so the close waited for it: the run hung).
 */
async function settled(quietMs = 300): Promise<void> {
  let quietSince = performance.now();
  while (performance.now() - quietSince < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (statementsInFlight > 0) quietSince = performance.now();
  }
}

/** The next {{n}} of the intake's bodies: every run continues the numbers, so each enquiry brings a new phone. */
let nextNumber = 1;

/** The machine's 1-minute load average, printed beside every figure since the machine is shared. */
const loadAverage = () => `load ${loadavg()[0]?.toFixed(1)}`;

const DRIVER = path.join(import.meta.dirname, "drive.mjs");

/**
 * The aims of docs/behaviours/speed.md#api-lists for the staff page of 50 at 100,000 leads, printed under its row:
 * PostgreSQL ≥ 4,000 req/s with p99 ≤ 20 ms at c=20; PGlite ≥ 1,000 req/s with p99 ≤ 100 ms at c=20 and c=50. Only
 * meaningful on a quiet machine.
 */
function staffPageAim(label: string, kind: DatabaseConfig["kind"], connections: number, leads: number) {
  if (label !== "leads page 1 of 50 (staff)" || leads !== 100_000) return null;
  const [rps, p99] = kind === "postgres" ? [4_000, 20] : [1_000, 100];
  if (kind === "postgres" && connections !== 20) return null;
  if (kind === "pglite" && connections !== 20 && connections !== 50) return null;
  return {
    text: `aim (docs/behaviours/speed.md#api-lists): ≥ ${rps.toLocaleString("en")} req/s with p99 ≤ ${p99} ms`,
    met: (figures: Figures) => figures.rps >= rps && figures.p99 <= p99,
  };
}

/** Runs the driver process once and reads its one line of figures. */
function drive(address: string, connections: number, seconds: number, scenario: Scenario): Promise<Figures> {
  const config = JSON.stringify({
    url: address,
    connections,
    seconds,
    requests: scenario.requests,
    manyAddresses: scenario.manyAddresses ?? false,
    firstNumber: nextNumber,
  });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [DRIVER, config], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
      else {
        const figures = JSON.parse(out) as Figures & { numbersUsed: number };
        nextNumber += figures.numbersUsed;
        resolve(figures);
      }
    });
  });
}

/** CPU milliseconds (user + system) of the given processes so far, from /proc (Linux); 0 for a process gone. */
function cpuMsOf(pids: number[], proc = "/proc"): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`${proc}/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The backend ended; its time since the last sample is lost, which only under-reports.
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux.
}

/** CPU milliseconds of each thread of this process so far, by thread id (Linux). */
function threadCpuMs(): Map<number, number> {
  const threads = new Map<number, number>();
  for (const tid of readdirSync("/proc/self/task").map(Number))
    threads.set(tid, cpuMsOf([tid], "/proc/self/task"));
  return threads;
}

/**
 * PGlite's worker thread (db/pglite-worker.mjs): the thread of this process, other than the main one, that used the
 * most CPU while `warm` ran (the load generator is another process; the rest are V8's and libuv's helpers).
 */
async function pgliteThread(warm: () => Promise<unknown>): Promise<number | null> {
  const before = threadCpuMs();
  await warm();
  let busiest: [number, number] | null = null;
  for (const [tid, ms] of threadCpuMs()) {
    const used = ms - (before.get(tid) ?? 0);
    if (tid !== process.pid && (busiest === null || used > busiest[1])) busiest = [tid, used];
  }
  return busiest?.[0] ?? null;
}

/** The PostgreSQL backends serving this bench's database (the server's pool). */
async function backendPids(bench: BenchServer): Promise<number[]> {
  const rows = (await bench.server.database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )) as unknown as { pid: number }[] | { rows: { pid: number }[] };
  return (Array.isArray(rows) ? rows : rows.rows).map((row) => Number(row.pid));
}

function scenarios(bench: BenchServer, caseNumber: string): Scenario[] {
  const staff = { cookie: bench.cookie };
  const get = (label: string, url: string, headers: Record<string, string> = staff): Scenario => ({
    label,
    requests: [{ path: url, headers }],
  });
  const phone = benchPhone(12_345); // "+919" and nine digits
  const national = phone.slice(3); // ten digits
  const spaced = `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
  const q = (text: string) => `/api/leads?limit=50&q=${encodeURIComponent(text)}`;
  const intake = JSON.stringify({
    name: "Bench Visitor",
    phone: "+9196{{n}}",
    destinationCountry: "GB",
    visaType: "student",
    priorRefusal: false,
    consent: true,
  });
  const post = { method: "POST" as const, headers: { "content-type": "application/json" } };
  return [
    get("bare Fastify route (reference)", "/api/bench/bare", {}),
    get("GET /api/health (reference)", "/api/health", {}),
    get("leads page 1 of 50 (staff)", "/api/leads?limit=50"),
    get(`leads page ${bench.farPage} (staff)`, `/api/leads?limit=50&cursor=${bench.cursor}`),
    get(`search phone ${national}`, q(national)),
    get(`search phone 0${national}`, q(`0${national}`)),
    get(`search phone ${spaced}`, q(spaced)),
    get(`search phone first 5 ${national.slice(0, 5)}`, q(national.slice(0, 5))),
    get(`search phone last 6 ${national.slice(4)}`, q(national.slice(4))),
    get("search name sharma (none in newest 4%)", q("sharma")),
    get("search name priya", q("priya")),
    get("search two words priya sharma", q("priya sharma")),
    get("search two words neha sha (typing)", q("neha sha")),
    get("search email", q("neha.sharma.3")),
    get(`search case number ${caseNumber}`, `/api/cases?limit=50&q=${encodeURIComponent(caseNumber)}`),
    get("header search sharma (one request)", "/api/search?q=sharma"),
    get("board: deals quoted", "/api/deals?stage=quoted&limit=50"),
    get("board: leads contacted", "/api/leads?status=contacted&limit=50"),
    {
      label: "My day (its 3 requests in turn)",
      requests: [
        { path: "/api/enquiries?status=new&assignee=me&limit=20&sort=createdAt&order=desc", headers: staff },
        {
          path: "/api/enquiries?status=new&assignee=unassigned&limit=20&sort=createdAt&order=desc",
          headers: staff,
        },
        { path: "/api/leads?assignee=me&limit=100&sort=updatedAt&order=desc", headers: staff },
      ],
    },
    { label: "intake, one address", requests: [{ ...post, path: "/api/public/enquiries", body: intake }] },
    {
      label: "intake, many addresses",
      requests: [{ ...post, path: "/api/public/enquiries", body: intake }],
      manyAddresses: true,
    },
  ];
}

async function run(database: DatabaseConfig, name: string, leads: number): Promise<void> {
  const bench = await startBenchServer(database, leads);
  try {
    console.log(
      `\n### ${name}, ${leads.toLocaleString("en")} leads (generated in ${bench.generatedIn.toFixed(1)} s)`,
    );
    const postgres = database.kind === "postgres";
    const found = (await bench.server.database.db.execute(
      sql`select case_number from cases order by created_at offset 1000 limit 1`,
    )) as unknown as { case_number: string }[] | { rows: { case_number: string }[] };
    const [someCase] = Array.isArray(found) ? found : found.rows;
    const caseNumber = someCase?.case_number ?? "VC-2026-00123";
    // Warm the prepared statements and caches (and find PGlite's thread, whose CPU is the database's).
    const warm = () => drive(bench.address, 10, 1, scenarios(bench, caseNumber)[2] as Scenario);
    let warmed: Figures | undefined;
    const pgliteTid = postgres
      ? null
      : await pgliteThread(async () => {
          warmed = await warm();
        });
    if (postgres) warmed = await warm();
    console.log(`load generator: ${warmed?.driver ?? "none"} (a separate process)`);
    await settled();
    for (const connections of CONNECTIONS) {
      console.log(
        `\nc=${connections}, ${SECONDS} s each      req/s   ratio to bare / health    p50 ms   p99 ms   server CPU ms/req${postgres ? "   database CPU ms/req" : " (incl. PGlite)   of it PGlite's thread"}   statements/req   load`,
      );
      const references: number[] = [];
      for (const scenario of scenarios(bench, caseNumber)) {
        const isReference = scenario.label.includes("(reference)");
        if (ONLY && !isReference && !ONLY.some((only) => scenario.label.includes(only))) continue;
        const pids = postgres ? await backendPids(bench) : [];
        const dbBefore = postgres
          ? cpuMsOf(pids)
          : pgliteTid === null
            ? 0
            : cpuMsOf([pgliteTid], "/proc/self/task");
        const statementsBefore = statementCount;
        const cpuBefore = process.cpuUsage();
        const figures = await drive(bench.address, connections, SECONDS, scenario);
        const cpu = process.cpuUsage(cpuBefore);
        const statements = statementCount - statementsBefore;
        const dbAfter = postgres
          ? cpuMsOf(pids)
          : pgliteTid === null
            ? 0
            : cpuMsOf([pgliteTid], "/proc/self/task");
        // The requests the load generator gave up on finish before the next row starts (or the server closes).
        await settled();
        const newPids = postgres ? (await backendPids(bench)).filter((pid) => !pids.includes(pid)) : [];
        // A backend the pool opened during the row: all of its time so far is the row's (and its unanswered tail's).
        const dbMs = dbAfter - dbBefore + cpuMsOf(newPids);
        if (isReference) references.push(figures.rps);
        console.log(
          rowLine(scenario.label, figures, references, (cpu.user + cpu.system) / 1000, dbMs, statements),
        );
        const aim = staffPageAim(scenario.label, database.kind, connections, leads);
        if (aim) console.log(`      ${aim.text}: ${aim.met(figures) ? "met" : "NOT met"} in this run`);
      }
    }
    if (database.kind === "postgres")
      for (const workers of API_WORKERS)
        await serverProcessSection(database.url, workers, bench, scenarios(bench, caseNumber), leads);
    if (SLOW_ROWS > 0) await slowStatementSection(bench);
  } finally {
    await settled();
    await bench.server.close();
  }
}

/** One row of figures: rate, ratio to the references, latencies, CPU per request of server and database, statements. */
function rowLine(
  label: string,
  figures: Figures,
  references: number[],
  serverMs: number,
  databaseMs: number,
  statements: number,
): string {
  const done = Math.max(1, figures.total);
  const ratio = references.map((ref) => (figures.rps / ref).toFixed(2)).join(" / ");
  const failed =
    figures.non2xx + figures.errors > 0 ? `   (${figures.non2xx} non-2xx, ${figures.errors} errors)` : "";
  return `  ${label.padEnd(44)} ${figures.rps.toFixed(0).padStart(6)}   ${ratio.padStart(11)}   ${String(figures.p50).padStart(6)}   ${String(figures.p99).padStart(6)}   ${(serverMs / done).toFixed(3).padStart(8)}   ${(databaseMs / done).toFixed(3).padStart(8)}   ${(statements / done).toFixed(2).padStart(10)}   ${loadAverage()}${failed}`;
}

/**
 * The same rows against the API as production runs it on PostgreSQL: main.ts in its own process with `workers`
 * workers (API_WORKERS), on the database the in-process server prepared (same leads, same sessions). Its CPU is the
 * primary's and every worker's; its statements are counted by its own metrics. No bare route there: the ratio is to
 * `/api/health` of the same process.
 */
async function serverProcessSection(
  databaseUrl: string,
  workers: number,
  bench: BenchServer,
  rows: Scenario[],
  leads: number,
): Promise<void> {
  const server = await startServerProcess(databaseUrl, workers);
  try {
    console.log(
      `\n#### the API in its own process with API_WORKERS=${workers} (main.ts, as production runs it), ${leads.toLocaleString("en")} leads`,
    );
    const quiet = async () => {
      for (let calm = 0; calm < 5; ) {
        await new Promise((resolve) => setTimeout(resolve, 60));
        calm = (await server.statements()).inFlight > 0 ? 0 : calm + 1;
      }
    };
    await drive(server.address, 10, 1, rows.find((row) => row.label.startsWith("leads page 1")) as Scenario);
    await quiet();
    for (const connections of CONNECTIONS) {
      console.log(
        `\nc=${connections}, ${SECONDS} s each      req/s    ratio to health    p50 ms   p99 ms   server CPU ms/req   database CPU ms/req   statements/req   load`,
      );
      const references: number[] = [];
      for (const scenario of rows) {
        if (scenario.label.startsWith("bare Fastify")) continue;
        const isReference = scenario.label.includes("(reference)");
        if (ONLY && !isReference && !ONLY.some((only) => scenario.label.includes(only))) continue;
        const backends = await backendPids(bench);
        const pids = server.pids();
        const [serverBefore, dbBefore, statementsBefore] = [
          cpuMsOf(pids),
          cpuMsOf(backends),
          (await server.statements()).sent,
        ];
        const figures = await drive(server.address, connections, SECONDS, scenario);
        const [serverAfter, dbAfter] = [cpuMsOf(pids), cpuMsOf(backends)];
        await quiet();
        const statements = (await server.statements()).sent - statementsBefore;
        const newBackends = (await backendPids(bench)).filter((pid) => !backends.includes(pid));
        if (isReference) references.push(figures.rps);
        console.log(
          rowLine(
            `${scenario.label}, ${workers} worker${workers === 1 ? "" : "s"}`,
            figures,
            references,
            serverAfter - serverBefore,
            dbAfter - dbBefore + cpuMsOf(newBackends),
            statements,
          ),
        );
        const aim = staffPageAim(scenario.label, "postgres", connections, leads);
        if (aim) console.log(`      ${aim.text}: ${aim.met(figures) ? "met" : "NOT met"} in this run`);
      }
    }
  } finally {
    await server.stop();
  }
}

/** Fast requests with and without heavy statements running beside them, one at a time (see the header). */
async function slowStatementSection(bench: BenchServer): Promise<void> {
  const connections = 20;
  const seconds = Math.max(SECONDS, 5);
  console.log(
    `\nslow statements (a count of ${SLOW_ROWS.toLocaleString("en")} generated rows), one at a time for the whole ${seconds} s run, c=${connections}`,
  );
  console.log(
    "  fast request                                 beside   req/s   p50 ms   p99 ms   max ms   slow statements: n, mean ms",
  );
  const fast: Scenario[] = [
    { label: "bare Fastify route", requests: [{ path: "/api/bench/bare" }] },
    { label: "GET /api/health/live", requests: [{ path: "/api/health/live" }] },
    { label: "GET /api/health (a database round trip)", requests: [{ path: "/api/health" }] },
    {
      label: "leads page 1 of 50 (staff)",
      requests: [{ path: "/api/leads?limit=50", headers: { cookie: bench.cookie } }],
    },
  ];
  for (const scenario of fast) {
    for (const beside of ["nothing", "slow"] as const) {
      const durations: number[] = [];
      let running = beside === "slow";
      const slowLoop = (async () => {
        while (running) {
          const started = performance.now();
          await bench.server.database.db.execute(
            sql`select count(*) from generate_series(1, ${SLOW_ROWS}::integer)`,
          );
          durations.push(performance.now() - started);
          // As between two requests: let the event loop run (with PGlite in the API's thread, back-to-back
          // statements chained by promises alone would never let it).
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const figures = await drive(bench.address, connections, seconds, scenario);
      running = false;
      await slowLoop;
      const mean = durations.reduce((sum, ms) => sum + ms, 0) / Math.max(1, durations.length);
      const latencies =
        figures.total === 0
          ? "  none answered in the run".padEnd(30)
          : `${figures.rps.toFixed(0).padStart(6)}   ${String(figures.p50).padStart(6)}   ${String(figures.p99).padStart(6)}   ${String(figures.max ?? "").padStart(6)}`;
      console.log(
        `  ${scenario.label.padEnd(44)} ${beside.padStart(7)}  ${latencies}   ${durations.length > 0 ? `${durations.length}, ${mean.toFixed(0)}` : ""}`,
      );
    }
  }
}

for (const leads of SIZES) {
  if (DATABASES.includes("pglite"))
    await run({ kind: "pglite", dataDir: undefined }, "PGlite (in memory)", leads);
  if (DATABASES.includes("postgres")) {
    const serverUrl = process.env.BENCH_DATABASE_URL;
    if (!serverUrl) {
      console.log("\n(set BENCH_DATABASE_URL=postgres://... to run on PostgreSQL too)");
      continue;
    }
    // A fresh database on that server, dropped afterwards (the test helper does exactly this).
    process.env.TEST_DATABASE_URL = serverUrl;
    const database = await createTestDatabase();
    try {
      await run(database.config, "PostgreSQL", leads);
    } finally {
      await database.drop();
    }
  }
}
