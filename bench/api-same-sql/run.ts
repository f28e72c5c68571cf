// `pnpm bench api-same-sql`: the API beside a minimal Fastify + postgres.js handler running the same SQL
// (bench/api/same-sql-server.mjs), on PostgreSQL (BENCH_DATABASE_URL), in interleaved rounds, each round driving every
// target in turn (the order turning each round) from a separate process (wrk, else autocannon). It prints every round,
// then the median of the per-round ratios to the reference, so that the load other work puts on the shared machine
// falls on both sides of each ratio alike. Prints figures; asserts nothing.
//
// Targets, each its own process as production runs it (main.ts): one worker at LOG_LEVEL=info (the default), one at
// `warn`, two workers at `info`; and, once a round, two workers just started (their first seconds, against the warm
// two). Requests: the staff page of 50 (staff1, c=20) and the public intake from many addresses (c=20).
//
// Knobs: BENCH_LEADS=100000  BENCH_ROUNDS=5  BENCH_SECONDS=5  BENCH_CONNECTIONS=20  BENCH_ONLY=staff|intake
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { PgPreparedQuery } from "drizzle-orm/pg-core";
import { freePort, type ServerProcess, startServerProcess } from "../api/server-process.ts";
import { benchDatabase, startBenchServer } from "../api/setup.ts";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ONLY = process.env.BENCH_ONLY;
/** The aim of the staff page's p99 beside the same-SQL handler's (docs/behaviours/speed.md). */
const STAFF_P99_RATIO_AIM = 1.5;
/** The aim of the intake's p99 from many addresses (docs/behaviours/speed.md#public-intake). */
const INTAKE_P99_AIM_MS = 100;

const DRIVER = path.join(import.meta.dirname, "../api/drive.mjs");
const REFERENCE = path.join(import.meta.dirname, "../api/same-sql-server.mjs");

interface Request {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
interface Figures {
  driver: string;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  numbersUsed: number;
}

/** The next {{n}} of the intake's bodies: every drive continues the numbers, so each enquiry brings a new phone. */
let nextNumber = 1;

function drive(
  address: string,
  requests: Request[],
  manyAddresses: boolean,
  seconds = SECONDS,
): Promise<Figures> {
  const config = JSON.stringify({
    url: address,
    connections: CONNECTIONS,
    seconds,
    requests,
    manyAddresses,
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
      if (code !== 0) return reject(new Error(`the load generator exited with ${code}`));
      const figures = JSON.parse(out) as Figures;
      nextNumber += figures.numbersUsed;
      resolve(figures);
    });
  });
}

/** CPU milliseconds (user + system) of the given processes so far, from /proc (Linux). */
function cpuMsOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone: only under-reports.
    }
  }
  return ticks * 10;
}

interface Statement {
  text: string;
  params: unknown[];
  post?: boolean;
}

/** The statements the API runs while `run` runs (Drizzle sends every one through `queryWithCache`). */
async function captureStatements(run: () => Promise<unknown>): Promise<Statement[]> {
  const prototype = PgPreparedQuery.prototype as unknown as {
    queryWithCache: (text: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;
  };
  const original = prototype.queryWithCache;
  const seen: Statement[] = [];
  prototype.queryWithCache = function captured(this: unknown, text, params, query) {
    seen.push({ text, params: [...params] });
    return original.call(this, text, params, query);
  };
  try {
    await run();
  } finally {
    prototype.queryWithCache = original;
  }
  return seen;
}

/** A target of the rounds: an address, the processes whose CPU it uses, and the bytes it has logged. */
interface Target {
  label: string;
  address: string;
  pids(): number[];
  logBytes(): number;
}

/** The reference server on `routes`, in its own process. */
async function startReference(databaseUrl: string, routes: Record<string, Statement[]>) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-same-sql-"));
  const file = path.join(dir, "routes.json");
  writeFileSync(file, JSON.stringify(routes));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [REFERENCE, file], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), POOL_SIZE: "10" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the reference exited with ${code}`)));
    child.stdout?.once("data", () => resolve());
  });
  return {
    label: "same SQL, Fastify + postgres.js (reference)",
    address: `http://127.0.0.1:${port}`,
    pids: () => [child.pid ?? 0],
    logBytes: () => 0,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const load = () => loadavg()[0]?.toFixed(1) ?? "?";

interface Measured {
  figures: Figures;
  cpuMsPerRequest: number;
  logBytesPerRequest: number;
}

async function measure(target: Target, requests: Request[], manyAddresses: boolean): Promise<Measured> {
  const pids = target.pids();
  const [cpuBefore, logBefore] = [cpuMsOf(pids), target.logBytes()];
  const figures = await drive(target.address, requests, manyAddresses);
  // Let the answers the load generator dropped finish (an intake's queue) before the next target runs.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const done = Math.max(1, figures.total);
  return {
    figures,
    cpuMsPerRequest: (cpuMsOf(pids) - cpuBefore) / done,
    logBytesPerRequest: (target.logBytes() - logBefore) / done,
  };
}

function row(label: string, m: Measured): string {
  const failed = m.figures.non2xx + m.figures.errors;
  return `  ${label.padEnd(46)} ${m.figures.rps.toFixed(0).padStart(6)}  ${m.figures.p50.toFixed(1).padStart(6)}  ${m.figures.p99.toFixed(1).padStart(6)}  ${m.cpuMsPerRequest.toFixed(3).padStart(8)}  ${m.logBytesPerRequest.toFixed(1).padStart(7)}   load ${load()}${failed > 0 ? `   (${failed} failed)` : ""}`;
}

interface Comparison {
  name: string;
  requests: Request[];
  manyAddresses: boolean;
  /** A line that says whether the aim is met, from the medians of the ratios to the reference. */
  aim: (medians: { rps: number; p99: number; p99Ms: number }) => string;
}

async function compare(
  comparison: Comparison,
  reference: Target,
  products: Target[],
  justStarted: (() => Promise<ServerProcess>) | null,
): Promise<void> {
  console.log(
    `\n### ${comparison.name}, c=${CONNECTIONS}, ${ROUNDS} rounds of ${SECONDS} s, ${LEADS.toLocaleString("en")} leads`,
  );
  console.log(`  ${"round / target".padEnd(46)}  req/s  p50 ms  p99 ms  CPU ms/req  log B/req`);
  const targets = [reference, ...products];
  const results = new Map<string, Measured[]>(targets.map((target) => [target.label, []]));
  const fresh: Measured[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    console.log(`  round ${round + 1}`);
    // The order turns each round, so that no target always runs first (or right after another's tail).
    const order = targets.map((_, i) => targets[(i + round) % targets.length] as Target);
    for (const target of order) {
      const measured = await measure(target, comparison.requests, comparison.manyAddresses);
      results.get(target.label)?.push(measured);
      console.log(row(target.label, measured));
    }
    if (justStarted) {
      const started = await justStarted();
      try {
        const measured = await measure(
          {
            label: "2 workers, just started",
            address: started.address,
            pids: started.pids,
            logBytes: started.logBytes,
          },
          comparison.requests,
          comparison.manyAddresses,
        );
        fresh.push(measured);
        console.log(row("2 workers, just started (first seconds)", measured));
      } finally {
        await started.stop();
      }
    }
  }
  const ref = results.get(reference.label) ?? [];
  console.log(
    `\n  medians of per-round ratios to the reference          req/s ratio   p99 ratio   CPU ms/req (median)   log B/req`,
  );
  const ratioLine = (label: string, runs: Measured[]) => {
    const rps = median(runs.map((m, i) => m.figures.rps / (ref[i]?.figures.rps ?? Number.NaN)));
    const p99 = median(runs.map((m, i) => m.figures.p99 / (ref[i]?.figures.p99 ?? Number.NaN)));
    console.log(
      `  ${label.padEnd(54)} ${rps.toFixed(2).padStart(6)}      ${p99.toFixed(2).padStart(6)}      ${median(
        runs.map((m) => m.cpuMsPerRequest),
      )
        .toFixed(3)
        .padStart(8)}            ${median(runs.map((m) => m.logBytesPerRequest))
        .toFixed(1)
        .padStart(6)}`,
    );
    return { rps, p99, p99Ms: median(runs.map((m) => m.figures.p99)) };
  };
  ratioLine(reference.label, ref);
  const first = products[0];
  let firstRatios = { rps: Number.NaN, p99: Number.NaN, p99Ms: Number.NaN };
  for (const product of products) {
    const ratios = ratioLine(product.label, results.get(product.label) ?? []);
    if (product === first) firstRatios = ratios;
  }
  if (fresh.length > 0) ratioLine("2 workers, just started (first seconds)", fresh);
  // The default level beside `warn`, per round: what request logging costs.
  const info = results.get(products[0]?.label ?? "") ?? [];
  const warn = results.get(products[1]?.label ?? "") ?? [];
  if (info.length > 0 && warn.length > 0)
    console.log(
      `  LOG_LEVEL=info beside warn (median of per-round ratios): req/s ${median(info.map((m, i) => m.figures.rps / (warn[i]?.figures.rps ?? Number.NaN))).toFixed(2)}, CPU per request ${median(info.map((m, i) => m.cpuMsPerRequest / (warn[i]?.cpuMsPerRequest ?? Number.NaN))).toFixed(2)}`,
    );
  console.log(`  ${comparison.aim(firstRatios)}`);
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.log(
    "(set BENCH_DATABASE_URL=postgres://... to compare the API with the same-SQL handler on PostgreSQL)",
  );
  process.exit(0);
}

const { database, drop } = await benchDatabase();
if (database.kind !== "postgres")
  throw new Error("BENCH_DATABASE_URL is set but no PostgreSQL database was made");
const stops: (() => Promise<void>)[] = [];
try {
  const bench = await startBenchServer(database, LEADS, 2);
  const staffPage: Request[] = [{ path: "/api/leads?limit=50", headers: { cookie: bench.cookie } }];
  const intakeBody = (phone: string) =>
    JSON.stringify({
      name: "Bench Visitor",
      phone,
      destinationCountry: "GB",
      visaType: "student",
      priorRefusal: false,
      consent: true,
    });
  const intake: Request[] = [
    {
      method: "POST",
      path: "/api/public/enquiries",
      headers: { "content-type": "application/json" },
      body: intakeBody("+9196{{n}}"),
    },
  ];
  // The statements of one staff page and of one enquiry, as the API runs them.
  const staffStatements = await captureStatements(() =>
    bench.server.inject({ url: "/api/leads?limit=50", headers: { cookie: bench.cookie } }),
  );
  const [capturedIp, capturedPhone] = ["10.99.99.99", "+919699999999"];
  const sendEnquiry = (phone: string) =>
    bench.server.inject({
      method: "POST",
      url: "/api/public/enquiries",
      headers: { "content-type": "application/json", "x-forwarded-for": capturedIp },
      remoteAddress: "127.0.0.1",
      payload: intakeBody(phone),
    });
  // The second enquiry's: the first also sweeps the counters of hours gone by (once in ten minutes).
  await sendEnquiry("+919699999998");
  const intakeStatements = (await captureStatements(() => sendEnquiry(capturedPhone))).map((statement) => ({
    post: true,
    text: statement.text,
    params: statement.params.map((param) => {
      if (param === capturedPhone) return { fromBody: "phone" };
      if (typeof param === "string" && /^VD-[0-9A-Z]{8}$/.test(param)) return { fresh: "reference" };
      if (typeof param === "string" && param.includes(capturedIp))
        return { replace: capturedIp, in: param, with: "ip" };
      return param;
    }),
  }));
  const describe = (statements: Statement[]) =>
    statements.map((s) => s.text.replace(/\s+/g, " ").slice(0, 60)).join(" | ");
  console.log(`staff page: ${staffStatements.length} statement(s): ${describe(staffStatements)}`);
  console.log(`intake: ${intakeStatements.length} statement(s): ${describe(intakeStatements)}`);
  await bench.server.close();

  const reference = await startReference(database.url, {
    "/api/leads": staffStatements,
    "/api/public/enquiries": intakeStatements,
  });
  stops.push(reference.stop);
  const products: Target[] = [];
  for (const [workers, level] of [
    [1, "info"],
    [1, "warn"],
    [2, "info"],
  ] as const) {
    const started = await startServerProcess(database.url, workers, level);
    stops.push(started.stop);
    products.push({
      label: `API, ${workers} worker${workers === 1 ? "" : "s"}, LOG_LEVEL=${level}`,
      address: started.address,
      pids: started.pids,
      logBytes: started.logBytes,
    });
  }
  console.log(`load generator: ${(await drive(reference.address, staffPage, false, 1)).driver}`);
  // Warm every target (prepared statements, JIT) before the rounds.
  for (const target of [reference, ...products]) await drive(target.address, staffPage, false, 2);

  const justStarted = () => startServerProcess(database.url, 2, "info");
  if (ONLY === undefined || ONLY === "staff")
    await compare(
      {
        name: "staff page of 50 (staff1)",
        requests: staffPage,
        manyAddresses: false,
        aim: ({ p99 }) =>
          `aim: p99 within ${STAFF_P99_RATIO_AIM}× the same-SQL handler's: ${p99 <= STAFF_P99_RATIO_AIM ? "met" : "NOT met"} in this run (${p99.toFixed(2)}×)`,
      },
      reference,
      products,
      justStarted,
    );
  if (ONLY === undefined || ONLY === "intake")
    await compare(
      {
        name: "public intake, many addresses",
        requests: intake,
        manyAddresses: true,
        aim: ({ rps, p99Ms }) =>
          `aim: p99 ≤ ${INTAKE_P99_AIM_MS} ms (one worker): ${p99Ms <= INTAKE_P99_AIM_MS ? "met" : "NOT met"} in this run (${p99Ms.toFixed(1)} ms; rate ${rps.toFixed(2)} of the same-SQL handler's)`,
      },
      reference,
      products,
      null,
    );
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  await drop();
}
