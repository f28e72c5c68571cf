// `pnpm bench api`: the API under load from a separate process (autocannon, bench/api/drive.mjs), at 100,000 and
// 1,000,000 leads, on PGlite (in memory) and on PostgreSQL when BENCH_DATABASE_URL names a server where the role may
// create databases. Each figure is printed beside its references from the same run (a bare Fastify route in the same
// server, and /api/health), with the ratio, since the machine is shared. Prints figures; asserts nothing.
//
// Per row: requests a second, p50 and p99 latency, the server process's CPU per request (on PGlite this includes the
// database, which runs inside it), and on PostgreSQL the CPU of this database's backends per request.
//
// Knobs: BENCH_DATABASES=pglite,postgres  BENCH_SIZES=100000,1000000  BENCH_CONNECTIONS=20,50  BENCH_SECONDS=5
//        BENCH_ONLY=<substrings of rows' labels, comma-separated>  BENCH_SLOW_ROWS=1000000 (0: no slow-statement section)
//
// The slow-statement section: fast requests at c=20 while heavy statements (a count over BENCH_SLOW_ROWS generated
// rows, a fraction of a second to seconds each, with the machine's load) run one after another for the whole run, one at a time, beside the same requests with
// nothing slow running. Their p99 shows whether one slow statement holds everyone else's requests (PGlite in the
// API's thread did; in its own worker only the requests that need the database wait for it).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { DatabaseConfig } from "../../apps/api/src/db/client.ts";
import { createTestDatabase } from "../../apps/api/src/test/test-database.ts";
import { benchPhone } from "./generate.ts";
import { type BenchServer, startBenchServer } from "./setup.ts";

const list = (name: string, fallback: string) =>
  (process.env[name] ?? fallback).split(",").filter((value) => value !== "");
const DATABASES = list("BENCH_DATABASES", "pglite,postgres");
const SIZES = list("BENCH_SIZES", "100000,1000000").map(Number);
const CONNECTIONS = list("BENCH_CONNECTIONS", "20,50").map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ONLY = process.env.BENCH_ONLY ? list("BENCH_ONLY", "") : undefined;
const SLOW_ROWS = Number(process.env.BENCH_SLOW_ROWS ?? 1_000_000);

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
  rps: number;
  p50: number;
  p99: number;
  max?: number;
  total: number;
  non2xx: number;
  errors: number;
}

const DRIVER = path.join(import.meta.dirname, "drive.mjs");

/** Runs the driver process once and reads its one line of figures. */
function drive(address: string, connections: number, seconds: number, scenario: Scenario): Promise<Figures> {
  const config = JSON.stringify({
    url: address,
    connections,
    seconds,
    requests: scenario.requests,
    manyAddresses: scenario.manyAddresses ?? false,
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
      else resolve(JSON.parse(out) as Figures);
    });
  });
}

/** CPU milliseconds (user + system) of the given processes so far, from /proc (Linux); 0 for a process gone. */
function cpuMsOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The backend ended; its time since the last sample is lost, which only under-reports.
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux.
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
    // Warm the prepared statements and caches.
    await drive(bench.address, 10, 1, scenarios(bench, caseNumber)[2] as Scenario);
    for (const connections of CONNECTIONS) {
      console.log(
        `\nc=${connections}, ${SECONDS} s each      req/s   ratio to bare / health    p50 ms   p99 ms   server CPU ms/req${postgres ? "   database CPU ms/req" : " (incl. PGlite)"}`,
      );
      const references: number[] = [];
      for (const scenario of scenarios(bench, caseNumber)) {
        const isReference = scenario.label.includes("(reference)");
        if (ONLY && !isReference && !ONLY.some((only) => scenario.label.includes(only))) continue;
        const pids = postgres ? await backendPids(bench) : [];
        const dbBefore = cpuMsOf(pids);
        const cpuBefore = process.cpuUsage();
        const figures = await drive(bench.address, connections, SECONDS, scenario);
        const cpu = process.cpuUsage(cpuBefore);
        const pidsAfter = postgres ? [...new Set([...pids, ...(await backendPids(bench))])] : [];
        const dbMs = cpuMsOf(pidsAfter) - dbBefore;
        const done = Math.max(1, figures.total);
        if (isReference) references.push(figures.rps);
        const ratio = references.map((ref) => (figures.rps / ref).toFixed(2)).join(" / ");
        const failed =
          figures.non2xx + figures.errors > 0
            ? `   (${figures.non2xx} non-2xx, ${figures.errors} errors)`
            : "";
        console.log(
          `  ${scenario.label.padEnd(44)} ${figures.rps.toFixed(0).padStart(6)}   ${ratio.padStart(11)}   ${String(figures.p50).padStart(6)}   ${String(figures.p99).padStart(6)}   ${((cpu.user + cpu.system) / 1000 / done).toFixed(3).padStart(8)}${postgres ? `   ${(dbMs / done).toFixed(3).padStart(8)}` : ""}${failed}`,
        );
      }
    }
    if (SLOW_ROWS > 0) await slowStatementSection(bench);
  } finally {
    await bench.server.close();
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
