// The API as production runs it: its own process (apps/api/src/main.ts, through tsx's loader as `pnpm dev` does;
// production runs the same code bundled), with API_WORKERS workers on a PostgreSQL database the bench prepared. The
// bench reads its CPU from /proc (the primary and every worker) and its statements from its metrics.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { poolSizeOfWorker } from "../../apps/api/src/db/client.ts";

const API_DIR = path.join(import.meta.dirname, "../../apps/api");

export interface ServerProcess {
  address: string;
  workers: number;
  /** The primary and its workers (their CPU is the server's). */
  pids(): number[];
  /** Statements sent so far, and statements unanswered now, from the server's metrics (summed over its workers). */
  statements(): Promise<{ sent: number; inFlight: number }>;
  /** Bytes the process has written to its standard output (its log) so far. */
  logBytes(): number;
  /** SIGTERM, then waits for the process (and its workers) to exit. */
  stop(): Promise<void>;
}

/** A port free now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `pid` and its descendants. */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep exits 1 when there are none.
  }
  return [pid, ...children.flatMap(processTree)];
}

/** The sum of the samples of `name` (every label set) in Prometheus text. */
function sumOf(text: string, name: string): number {
  let sum = 0;
  for (const line of text.split("\n")) {
    if (line.startsWith(`${name} `) || line.startsWith(`${name}{`)) sum += Number(line.split(" ").at(-1));
  }
  return sum;
}

/**
 * Starts main.ts with `workers` workers on `databaseUrl`, logging at `logLevel` (default `warn`) into a file, as a
 * journal would take it; resolves once every worker listens.
 */
export async function startServerProcess(
  databaseUrl: string,
  workers: number,
  logLevel = "warn",
): Promise<ServerProcess> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const logDir = mkdtempSync(path.join(tmpdir(), "bench-api-log-"));
  const logFile = path.join(logDir, "stdout.log");
  const logFd = openSync(logFile, "a");
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      API_WORKERS: String(workers),
      PORT: String(port),
      HOST: "127.0.0.1",
      METRICS_PORT: String(metricsPort),
      WEB_APPS: "false",
      LOG_LEVEL: logLevel,
      DRAIN_SECONDS: "0",
      // As the in-process bench server: the load generator says which address each intake comes from.
      TRUST_PROXY: "127.0.0.1",
      INTAKE_REVIEW_AFTER_PER_HOUR: "1000000",
      INTAKE_FLOOD_PER_MINUTE: "1000000",
    },
    stdio: ["ignore", logFd, "inherit"],
  });
  closeSync(logFd);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const address = `http://127.0.0.1:${port}`;
  const metrics = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const ready = async () => {
    try {
      if ((await fetch(`${address}/api/health/ready`)).status !== 200) return false;
      // The primary sums the pool sizes of the workers that answer: all of them once each has started.
      return sumOf(await metrics(), "visadesk_db_pool_size") === workers * poolSizeOfWorker(workers);
    } catch {
      return false;
    }
  };
  for (;;) {
    const state = await Promise.race([
      exited.then(() => "exited"),
      ready().then((ok) => (ok ? "ready" : "wait")),
    ]);
    if (state === "exited") throw new Error("the API process exited before it was ready");
    if (state === "ready") break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    address,
    workers,
    pids: () => processTree(child.pid ?? 0),
    logBytes: () => statSync(logFile).size,
    statements: async () => {
      const text = await metrics();
      return {
        sent: sumOf(text, "visadesk_db_query_duration_seconds_count"),
        inFlight: sumOf(text, "visadesk_db_queries_in_flight"),
      };
    },
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      rmSync(logDir, { recursive: true, force: true });
    },
  };
}
