import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "#config.ts";
import { keepRollupsFolded } from "#dashboards/queued-rollups.ts";
import { analyzeDatabase, type DatabaseHandle } from "#db/client.ts";

// Every piece of work the API does on a timer, started here and nowhere else (decision 042): it starts once the
// database is migrated, whichever routes the server registers, and stops when the server closes.

/** How often PGlite's planner statistics are refreshed. */
const ANALYZE_INTERVAL_MS = 10 * 60_000;

/**
 * PGlite has no autovacuum, so without this its planner never learns table sizes and, for instance, sorts 100,000
 * leads for a page of 50 instead of walking the index (125 ms instead of 0.2 ms). ANALYZE at start and every 10
 * minutes (PostgreSQL's autovacuum does this itself).
 */
async function keepPlannerStatistics(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  const job = app.metrics.backgroundJob("planner-statistics");
  const analyze = () =>
    analyzeDatabase(database.db).catch((error: unknown) => {
      job.failed();
      app.log.warn({ err: error }, "analyze failed");
    });
  await analyze();
  const timer = setInterval(analyze, ANALYZE_INTERVAL_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}

/**
 * Starts the API's background work on `database`: PGlite's planner statistics, and the fold (and, on PGlite, the
 * vacuum) of the dashboards' queued figures (decision 023), so that the queue stays short between reads. Each job's
 * failures are counted in `visadesk_jobs_failed_total{job_name}`, which the operators' alert rule watches. Needs the
 * server's metrics.
 */
export async function startBackgroundWork(
  app: FastifyInstance,
  database: DatabaseHandle,
  config: Pick<ServerConfig, "now">,
): Promise<void> {
  if (database.kind === "pglite") await keepPlannerStatistics(app, database);
  const folds = app.metrics.backgroundJob("dashboard-rollups");
  keepRollupsFolded(app, () => database.db, config.now, folds.failed);
}
