import type { EventEmitter } from "node:events";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { DatabaseKind } from "#db/client.ts";
import { observeQueries } from "#db/query-timing.ts";

/** Request durations: from a cached health check (~1 ms) to a slow export (seconds). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Statement durations: most are well under a millisecond on a warm database. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5, 15];

/** What Prometheus scrapes: one server's registry, or the sum of a cluster's workers. */
export interface ScrapedMetrics {
  registry: Registry;
  /** The text Prometheus scrapes. */
  render(): Promise<string>;
}

/** The Prometheus registry of one server and the handles its request hook and background work feed. */
export interface Metrics extends ScrapedMetrics {
  /**
   * Names a background job, so that its failure count is scraped as 0 before it ever fails (an alert on its increase
   * then sees the first failure), and returns what counts one failed run of it.
   */
  backgroundJob(name: string): { failed(): void };
}

/**
 * Which outcome of the two public-facing decisions a response means. Read from the route and status, so the
 * services stay free of metrics code: the intake answers 201 (accepted) or 429 (over the per-IP limit), the login 401
 * (wrong username or password) or 429 (locked out).
 */
const INTAKE_ROUTE = "POST /api/public/enquiries";
const LOGIN_ROUTE = "POST /api/auth/login";

/**
 * Prometheus metrics for one server: requests by route pattern and status (count and duration), database statements
 * (duration by kind, in flight against the pool's size), intake accepted and refused, login failures and lockouts,
 * and the process's own (memory, CPU, event loop, from prom-client's default collectors). Served by
 * {@link startMetricsServer} on its own port, never by the public server.
 */
export function registerMetrics(app: FastifyInstance, databaseKind: DatabaseKind, poolSize: number): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "visadesk_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "visadesk_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const intake = new Counter({
    name: "visadesk_intake_enquiries_total",
    help: "Website enquiries: accepted, refused over the per-IP hourly limit, or invalid",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const logins = new Counter({
    name: "visadesk_login_attempts_total",
    help: "Logins: succeeded, failed (wrong username or password) or locked_out (refused by the lockout)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const queries = new Histogram({
    name: "visadesk_db_query_duration_seconds",
    help: "Time of one database statement, by kind (its first SQL word) and outcome",
    labelNames: ["operation", "outcome"] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: "visadesk_db_queries_in_flight",
    help: "Database statements running or waiting for a connection now",
    registers: [registry],
  });
  new Gauge({
    name: "visadesk_db_pool_size",
    help: "Connections this instance may open to the database for statements (PGlite: one, in process); with several workers, their sum",
    labelNames: ["database"] as const,
    registers: [registry],
  }).set({ database: databaseKind }, poolSize);
  const jobsFailed = new Counter({
    name: "visadesk_jobs_failed_total",
    help: "Runs of a background job that ended in an error, by job",
    labelNames: ["job_name"] as const,
    registers: [registry],
  });
  // Prometheus counters start at zero: show every outcome from the first scrape.
  for (const outcome of ["accepted", "refused", "invalid"]) intake.inc({ outcome }, 0);
  for (const outcome of ["succeeded", "failed", "locked_out"]) logins.inc({ outcome }, 0);

  const stopObserving = observeQueries({
    start: () => inFlight.inc(),
    end: ({ operation, seconds, failed }) => {
      inFlight.dec();
      queries.observe({ operation, outcome: failed ? "error" : "ok" }, seconds);
    },
  });
  app.addHook("onClose", async () => stopObserving());

  app.addHook("onResponse", (request, reply, done) => {
    // The route's pattern (/api/leads/:id), never the raw URL: one series per route, whatever the ids.
    const route = request.routeOptions.url ?? "unmatched";
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    const key = `${request.method} ${route}`;
    if (key === INTAKE_ROUTE) {
      const outcome =
        reply.statusCode === 201 ? "accepted" : reply.statusCode === 429 ? "refused" : "invalid";
      if (reply.statusCode < 500) intake.inc({ outcome });
    } else if (key === LOGIN_ROUTE) {
      if (reply.statusCode === 200) logins.inc({ outcome: "succeeded" });
      else if (reply.statusCode === 401) logins.inc({ outcome: "failed" });
      else if (reply.statusCode === 429) logins.inc({ outcome: "locked_out" });
    }
    done();
  });

  return {
    registry,
    render: () => registry.metrics(),
    backgroundJob(name) {
      jobsFailed.inc({ job_name: name }, 0);
      return { failed: () => jobsFailed.inc({ job_name: name }) };
    },
  };
}

/** What the metrics read of the session cache: whether it is live, and its "notification" events. */
export interface ObservedSessionCache {
  readonly live: boolean;
  readonly events: Pick<EventEmitter, "on">;
}

/**
 * The session cache's health (decision 022): whether it is serving (its LISTEN is live; 0 means every request reads
 * its session from the database) and how many of the database's notifications it has applied. With several workers,
 * each has its own cache: the primary sums them (live = workers listening).
 */
export function registerSessionCacheMetrics(metrics: Metrics, cache: ObservedSessionCache): void {
  new Gauge({
    name: "visadesk_session_cache_live",
    help: "1 while the session cache hears the database's notifications and serves sessions from memory, else 0",
    registers: [metrics.registry],
    collect() {
      this.set(cache.live ? 1 : 0);
    },
  });
  const notifications = new Counter({
    name: "visadesk_session_cache_notifications_total",
    help: "Notifications of changed or ended sessions applied to the session cache",
    registers: [metrics.registry],
  });
  cache.events.on("notification", () => notifications.inc());
}

/** How long one read of the queues serves the gauges of a scrape. */
const SCRAPE_READ_MS = 1_000;

/** One queue's jobs as the database holds them at a scrape (shared by every instance of the API). */
export interface QueueCounts {
  queue: string;
  /** Waiting to run now (not those scheduled for later). */
  queued: number;
  running: number;
  /** Failed after their last retry: the admins' list. */
  failed: number;
  /** How long the oldest job waiting to run now has waited; 0 when none waits. */
  oldestWaitingSeconds: number;
}

/** What the job engine's workers count, per queue and per process. */
export interface JobMetrics {
  started(queue: string, retry: boolean): void;
  done(queue: string): void;
  /** A failed run (counted in `visadesk_jobs_failed_total{job_name}`, which the operators' alert watches). */
  failed(queue: string): void;
}

/**
 * The job engine's metrics (docs/decisions/043): per queue, the jobs waiting, running and failed and the age of the
 * oldest waiting one, read from the database at each scrape by `readQueues` (the same for every worker of a cluster,
 * so their sum is not taken: `max`); and this process's runs done, failed and retried, as counters.
 */
export function registerJobMetrics(
  metrics: Metrics,
  queues: readonly string[],
  readQueues: () => Promise<QueueCounts[]>,
): JobMetrics {
  const registry = metrics.registry;
  // The four gauges of a scrape share one read of the queues (a scrape collects them one after another or together).
  let last: { at: number; counts: Promise<QueueCounts[]> } | null = null;
  const read = () => {
    if (last === null || Date.now() - last.at > SCRAPE_READ_MS)
      last = { at: Date.now(), counts: readQueues().catch(() => []) };
    return last.counts;
  };
  const collect = (field: Exclude<keyof QueueCounts, "queue">) =>
    async function (this: Gauge<"queue">) {
      const counts = await read();
      this.reset();
      for (const queue of queues) this.set({ queue }, 0);
      for (const row of counts) this.set({ queue: row.queue }, row[field]);
    };
  new Gauge({
    name: "visadesk_jobs_queued",
    help: "Jobs waiting to run now, by queue",
    labelNames: ["queue"] as const,
    aggregator: "max",
    registers: [registry],
    collect: collect("queued"),
  });
  new Gauge({
    name: "visadesk_jobs_running",
    help: "Jobs running on any instance, by queue",
    labelNames: ["queue"] as const,
    aggregator: "max",
    registers: [registry],
    collect: collect("running"),
  });
  new Gauge({
    name: "visadesk_jobs_failed",
    help: "Jobs failed after their last retry and kept for the admins to retry or discard, by queue",
    labelNames: ["queue"] as const,
    aggregator: "max",
    registers: [registry],
    collect: collect("failed"),
  });
  new Gauge({
    name: "visadesk_jobs_oldest_waiting_seconds",
    help: "How long the oldest job waiting to run now has waited, by queue (0 when none waits)",
    labelNames: ["queue"] as const,
    aggregator: "max",
    registers: [registry],
    collect: collect("oldestWaitingSeconds"),
  });
  const done = new Counter({
    name: "visadesk_jobs_done_total",
    help: "Runs of a job that ended well, by queue",
    labelNames: ["queue"] as const,
    registers: [registry],
  });
  const retried = new Counter({
    name: "visadesk_jobs_retried_total",
    help: "Runs of a job that were a retry of a failed run, by queue",
    labelNames: ["queue"] as const,
    registers: [registry],
  });
  const failures = new Map<string, () => void>();
  for (const queue of queues) {
    done.inc({ queue }, 0);
    retried.inc({ queue }, 0);
    failures.set(queue, metrics.backgroundJob(queue).failed);
  }
  return {
    started: (queue, retry) => {
      if (retry) retried.inc({ queue });
    },
    done: (queue) => done.inc({ queue }),
    failed: (queue) => (failures.get(queue) ?? metrics.backgroundJob(queue).failed)(),
  };
}
