import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import type { Logger } from "pino";
import { AggregatorRegistry, type PrometheusContentType } from "prom-client";
import type { Env } from "#env.ts";
import type { ScrapedMetrics } from "#lib/metrics.ts";

/** The most workers `API_WORKERS=auto` starts, whatever the number of cores. */
export const AUTO_WORKERS_MAX = 8;

/**
 * How many API processes serve: one on PGlite (only one process may open its folder), else API_WORKERS, where `auto`
 * is one per core (up to {@link AUTO_WORKERS_MAX}): one Node process uses one core at most, and the API's own CPU is
 * most of a list request's (decision 022).
 */
export function workerCount(env: Pick<Env, "API_WORKERS" | "DATABASE_URL">, cores = availableParallelism()) {
  if (env.DATABASE_URL === undefined) return 1;
  return env.API_WORKERS === "auto" ? Math.max(1, Math.min(cores, AUTO_WORKERS_MAX)) : env.API_WORKERS;
}

/** What a supervisor needs: how many workers, how long each may take to stop, and where to say what happens. */
export interface Supervision {
  count: number;
  /** After a stop signal, how long to wait for the workers (their drain and its timeout) before killing them. */
  stopTimeoutMs: number;
  log: Logger;
}

/** Workers that exit on their own this many times within {@link CRASH_WINDOW_MS} stop the whole instance. */
const CRASHES_MAX = 5;
const CRASH_WINDOW_MS = 60_000;

/**
 * The primary process of `count` workers (node:cluster; each runs the whole server and listens on the shared port,
 * the primary hands connections out in turn). The first worker starts alone, so that migrations and the built-in
 * accounts are made once before the others start. A worker that dies is replaced, unless they keep dying. SIGTERM or
 * SIGINT is passed on to every worker, which drains as a single process would (main.ts); the primary exits when they
 * have, with 0 if each stopped cleanly. Resolves once every worker is listening.
 */
export async function superviseWorkers({ count, stopTimeoutMs, log }: Supervision): Promise<void> {
  let started = false;
  let stopping = false;
  let failed = false;
  const crashes: number[] = [];
  const running = (except?: Worker) =>
    Object.values(cluster.workers ?? {}).filter((worker) => worker && worker !== except && !worker.isDead());

  const fork = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork({ API_WORKERS: String(count) });
      const onExit = (code: number | null) => reject(new Error(`worker exited with ${code} while starting`));
      worker.once("exit", onExit);
      worker.once("listening", () => {
        worker.off("exit", onExit);
        resolve(worker);
      });
    });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: running().length }, "stopping the workers");
    for (const worker of running()) worker?.process.kill(signal);
    setTimeout(() => {
      log.error({ timeoutMs: stopTimeoutMs }, "workers still running at exit; killing them");
      for (const worker of running()) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, stopTimeoutMs).unref();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);

  cluster.on("exit", (worker, code, signal) => {
    if (code !== 0) failed = true;
    const left = running(worker).length;
    // A worker that could not start (its error is in the log): the instance does not start either.
    if (!started && !stopping) stop("SIGTERM");
    if (stopping) {
      if (left === 0) process.exit(failed ? 1 : 0);
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && (crashes[0] ?? now) < now - CRASH_WINDOW_MS) crashes.shift();
    if (crashes.length >= CRASHES_MAX) {
      log.error({ crashes: crashes.length }, "workers keep exiting; stopping the instance");
      stop("SIGTERM");
      if (left === 0) process.exit(1);
      return;
    }
    log.error({ worker: worker.id, code, signal }, "a worker exited; starting another");
    fork().catch((error: unknown) => log.error({ err: error }, "a replacement worker did not start"));
  });

  const first = await fork();
  const rest = await Promise.all(Array.from({ length: count - 1 }, fork));
  started = true;
  log.info({ workers: [first, ...rest].map((worker) => worker.process.pid) }, "workers listening");
}

/**
 * The metrics of every worker, summed (prom-client's AggregatorRegistry): what the primary serves on METRICS_PORT.
 * Each worker answers with its own registry ({@link answerMetricsRequests}).
 */
export function clusterMetrics(): ScrapedMetrics {
  const registry = new AggregatorRegistry<PrometheusContentType>();
  return { registry, render: () => registry.clusterMetrics() };
}

/**
 * In a worker, from its first moment: answers the primary's requests for metrics, with nothing until `share` gives
 * the server's registry. The primary asks every worker it has forked and waits for all of them (5 s at most), so a
 * worker still starting must answer too, or the whole instance's metrics would fail meanwhile.
 */
export function answerMetricsRequests(): { share(metrics: ScrapedMetrics): void } {
  // Constructing one registers the worker's answer to the primary's request (prom-client's cluster module).
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([]);
  return { share: (metrics) => AggregatorRegistry.setRegistries([metrics.registry]) };
}
