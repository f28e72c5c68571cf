import cluster from "node:cluster";
import { pino } from "pino";
import { configFromEnv } from "#config.ts";
import { DataFolderError } from "#db/data-folder.ts";
import { type Env, EnvError, parseEnv, trustsProxyWhileExposed } from "#env.ts";
import { drainThenClose } from "#lib/draining.ts";
import { startMetricsServer } from "#lib/metrics-server.ts";
import { warmUp } from "#lib/warm-up.ts";
import { answerMetricsRequests, clusterMetrics, superviseWorkers, workerCount } from "#lib/workers.ts";
import { createServer } from "#server.ts";
import packageJson from "../package.json" with { type: "json" };

/** After the drain timed out, how long closing the database may take before the process exits anyway. */
const CLOSE_AFTER_TIMEOUT_MS = 5_000;

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const workers = workerCount(env);
  if (workers > 1 && cluster.isPrimary) await supervise(env, workers);
  else await serve(env, workers);
}

/**
 * The primary of several workers (API_WORKERS on PostgreSQL, lib/workers.ts): starts them, passes SIGTERM on, and
 * serves the metrics of all of them on METRICS_PORT.
 */
async function supervise(env: Env, workers: number): Promise<void> {
  const log = pino({ level: env.LOG_LEVEL });
  const metrics =
    env.METRICS_PORT === undefined
      ? null
      : await startMetricsServer(clusterMetrics(), env.METRICS_PORT, env.METRICS_HOST);
  await superviseWorkers({
    count: workers,
    // Each worker drains (DRAIN_SECONDS), waits for its requests (DRAIN_TIMEOUT_SECONDS), then closes its database.
    stopTimeoutMs: (env.DRAIN_SECONDS + env.DRAIN_TIMEOUT_SECONDS) * 1000 + CLOSE_AFTER_TIMEOUT_MS + 2_000,
    log,
  });
  log.info({ workers, metrics: metrics?.address ?? null }, `VisaDesk is running ${workers} workers`);
}

/** One server process: the only one, or one worker of several. */
async function serve(env: Env, workers: number): Promise<void> {
  const config = configFromEnv(env, packageJson.version, workers);
  // A worker's metrics are served by the primary, summed with the other workers' (empty until its server is made).
  const metricsOfWorker = cluster.isWorker ? answerMetricsRequests() : null;
  config.auth.onInitialCredentials = (credentials, file) => {
    // Shown once, and only to a person at a terminal: piped output usually ends up in a log collector.
    const where = file
      ? `They are also in ${file} (mode 0600); delete it once the passwords are changed.`
      : "";
    if (process.stdout.isTTY) {
      const lines = credentials.map((c) => `    ${c.username.padEnd(8)} ${c.password}`);
      process.stdout.write(
        `\nInitial passwords of the built-in accounts:\n${lines.join("\n")}\n${where}\n\n`,
      );
    } else {
      process.stdout.write(`\nBuilt-in accounts were created with generated passwords. ${where}\n\n`);
    }
  };
  const server = await createServer(config);
  metricsOfWorker?.share(server.metrics);
  const metrics =
    env.METRICS_PORT === undefined || cluster.isWorker
      ? null
      : await startMetricsServer(server.metrics, env.METRICS_PORT, env.METRICS_HOST);

  // SIGTERM (systemd stop, a rolling restart): not ready at once, keep serving DRAIN_SECONDS, stop accepting, let the
  // requests in flight finish, close the database, exit. A second signal does not cut this short.
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.log.info(
      { signal, drainSeconds: env.DRAIN_SECONDS },
      "draining: not ready, finishing requests, then closing the database",
    );
    try {
      const outcome = await drainThenClose(server, server.draining, {
        notReadyMs: env.DRAIN_SECONDS * 1000,
        inFlightMs: env.DRAIN_TIMEOUT_SECONDS * 1000,
      });
      metrics?.server.close();
      if (outcome === "timeout") {
        server.log.error({ timeoutSeconds: env.DRAIN_TIMEOUT_SECONDS }, "requests still running at exit");
        // Still close the database (PGlite flushes its folder in its worker thread), unless a request holds it: a
        // transaction left open keeps the close waiting, so give it a few seconds at most.
        await Promise.race([
          server.database.close().catch(() => {}),
          new Promise((resolve) => setTimeout(resolve, CLOSE_AFTER_TIMEOUT_MS).unref()),
        ]);
        process.exit(1);
      }
      server.log.info("stopped");
      process.exit(0);
    } catch (error) {
      server.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  // A promise nobody awaited failed: log it and keep serving (every request's own errors are answered by the error
  // handler; this is the net under background work).
  process.on("unhandledRejection", (reason) => {
    server.log.error({ err: reason }, "a background task failed");
  });
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);

  // Warm before listening: a worker of several takes its share of connections from the moment it listens.
  const warm = await warmUp(server);
  if (warm.failed.length > 0) server.log.warn({ failed: warm.failed.slice(0, 5) }, "warm-up requests failed");
  const address = await server.listen({ port: env.PORT, host: env.HOST });
  if (trustsProxyWhileExposed(env))
    server.log.warn(
      { host: env.HOST, trustProxy: env.TRUST_PROXY },
      `TRUST_PROXY=${env.TRUST_PROXY} believes X-Forwarded-For from whoever connects, and this server listens on ${env.HOST}: anyone who reaches it directly can forge their address and get unlimited login tries. TRUST_PROXY_REACHABLE_DIRECTLY=true says a firewall lets only the proxy connect; check that it does.`,
    );
  server.log.info(
    { address, database: server.database.kind, metrics: metrics?.address ?? null },
    `VisaDesk is ready at ${address}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataFolderError) console.error(error.message);
  else console.error("VisaDesk failed to start:", error);
  process.exit(1);
});
