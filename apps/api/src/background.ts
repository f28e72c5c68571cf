import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "#config.ts";
import { FOLD_EVERY_MS, foldRollupsWork } from "#dashboards/queued-rollups.ts";
import { analyzeDatabase, type DatabaseHandle } from "#db/client.ts";
import type { JobDefinition } from "#jobs/definition.ts";
import { type JobEngine, startJobEngine } from "#jobs/engine.ts";
import { readQueueCounts } from "#jobs/queue-counts.ts";
import { registerJobMetrics } from "#lib/metrics.ts";

// Every piece of work the API does on its own, started here and nowhere else (decision 042): it starts once the
// database is migrated, whichever routes the server registers, and stops when the server closes. It runs as jobs of
// the job engine (decision 043), so that with several instances each run happens on one of them.

/** The queue that folds the dashboards' queued figures (and vacuums them on PGlite). */
export const ROLLUPS_JOB = "dashboard-rollups";
/** The queue that refreshes PGlite's planner statistics. */
export const PLANNER_JOB = "planner-statistics";

/** How long a finished run of a frequent job is kept (pg-boss keeps finished jobs 7 days unless told). */
const KEEP_FREQUENT_RUNS_SECONDS = 5 * 60;

/**
 * PGlite has no autovacuum, so without this its planner never learns table sizes and, for instance, sorts 100,000
 * leads for a page of 50 instead of walking the index (125 ms instead of 0.2 ms). ANALYZE at start and every 10
 * minutes (PostgreSQL's autovacuum does this itself); the job engine's own table is vacuumed with it, since its rows
 * are deleted as jobs finish.
 */
function plannerStatisticsJob(database: DatabaseHandle): JobDefinition {
  return {
    name: PLANNER_JOB,
    description: "Refreshing the database's statistics, so that lists stay fast",
    retries: 0,
    keepDoneSeconds: 60 * 60,
    schedules: [{ key: "every-10-minutes", cron: "*/10 * * * *" }],
    run: async () => {
      await analyzeDatabase(database.db);
      await database.db.execute(sql`vacuum pgboss.job_common`);
    },
  };
}

/**
 * The fold of the dashboards' queued figures (decision 023), so that the queue stays short between reads: about every
 * {@link FOLD_EVERY_MS}, on one instance at a time. Each run sends the next one a second on; a queue that keeps one
 * waiting run at most (`stately`) drops the extra ones that several instances send, and a schedule every minute
 * starts the chain again should it ever break (a database outage longer than the retries).
 */
function dashboardRollupsJob(
  app: FastifyInstance,
  database: DatabaseHandle,
  config: Pick<ServerConfig, "now">,
  engine: () => JobEngine,
): JobDefinition {
  const work = foldRollupsWork(() => database.db, database.kind, config.now);
  return {
    name: ROLLUPS_JOB,
    description: "Adding new enquiries and leads to the dashboards' figures",
    policy: "stately",
    retries: 0,
    keepDoneSeconds: KEEP_FREQUENT_RUNS_SECONDS,
    pollingSeconds: 1,
    schedules: [{ key: "every-minute", cron: "* * * * *" }],
    run: async () => {
      try {
        await work();
      } finally {
        await engine()
          .send(ROLLUPS_JOB, {}, { startAfter: new Date(Date.now() + FOLD_EVERY_MS) })
          .catch((error: unknown) =>
            app.log.warn({ err: error }, "could not send the next dashboards' fold"),
          );
      }
    },
  };
}

/**
 * Starts the API's background work on `database`: the job engine with its jobs (the dashboards' fold and, on PGlite,
 * the planner's statistics, refreshed once now), and its metrics. Each job's failed runs are counted in
 * `visadesk_jobs_failed_total{job_name}`, which the operators' alert rule watches. Needs the server's metrics.
 * Closing the server stops the engine first (waiting for the runs under way), then the database closes. Answers the
 * started engine, for the services.
 */
export async function startBackgroundWork(
  app: FastifyInstance,
  database: DatabaseHandle,
  config: Pick<ServerConfig, "now">,
): Promise<JobEngine> {
  // The fold sends its own next run, through the engine it runs on (set before any job can run).
  let engine: JobEngine | undefined;
  const started = () => {
    if (!engine) throw new Error("the job engine has not started");
    return engine;
  };
  const definitions = [dashboardRollupsJob(app, database, config, started)];
  if (database.kind === "pglite") {
    definitions.push(plannerStatisticsJob(database));
    await analyzeDatabase(database.db).catch((error: unknown) => {
      app.metrics.backgroundJob(PLANNER_JOB).failed();
      app.log.warn({ err: error }, "analyze failed");
    });
  }
  const metrics = registerJobMetrics(
    app.metrics,
    definitions.map((definition) => definition.name),
    () => readQueueCounts(database.db),
  );
  engine = await startJobEngine(database, definitions, {
    started: metrics.started,
    done: metrics.done,
    failed: (queue, error) => {
      metrics.failed(queue);
      app.log.warn({ err: error, queue }, "a background job failed");
    },
    engineError: (error) => app.log.warn({ err: error }, "the job engine reported an error"),
  });
  const jobs = engine;
  app.addHook("preClose", async () => jobs.stop());
  // The first fold a second after the start, as every later one (a read of the dashboards folds before it anyway).
  await jobs.send(ROLLUPS_JOB, {}, { startAfter: new Date(Date.now() + FOLD_EVERY_MS) });
  return jobs;
}
