import { createHash } from "node:crypto";
import type { FailedJobList } from "@visadesk/contracts/jobs";
import { sql } from "drizzle-orm";
import {
  type CommandResponse,
  type DrizzleTransactionLike,
  fromDrizzle,
  type JobResult,
  PgBoss,
} from "pg-boss";
import { recordAudit } from "#audit/audit.ts";
import type { Database, DatabaseHandle } from "#db/client.ts";
import { jobEngineDatabase } from "#jobs/database-adapter.ts";
import {
  DEFAULT_LEASE_SECONDS,
  DEFAULT_RETRIES,
  DEFAULT_RETRY_DELAY_SECONDS,
  JOB_TIME_ZONE,
  type JobDefinition,
  MAX_RETRY_DELAY_SECONDS,
} from "#jobs/definition.ts";
import { listFailedJobs } from "#jobs/failed-jobs.ts";
import { JOBS_SCHEMA } from "#jobs/install-sql.ts";
import { rowsOf } from "#jobs/rows.ts";

// The job engine: pg-boss on the API's own database, PGlite or PostgreSQL (docs/decisions/043). Its schema is made by
// our migrations (migration 0024), so it never changes the database at start; its jobs are claimed with SKIP LOCKED,
// so each runs on one instance at a time, and a job whose instance died is run again once its lease lapses.

/** How long closing the server waits for the jobs under way to finish before it closes the database anyway. */
export const STOP_WAIT_MS = 10_000;

/**
 * Jobs a worker takes at once, run one after another. With one at a time, a worker waits its polling interval after
 * each job (2 jobs a second); a full batch has it ask again at once, so a backlog drains at the database's pace.
 */
export const BATCH_SIZE = 10;

/** How often an idle worker asks for jobs, unless its queue says otherwise. */
export const POLLING_SECONDS = 2;

/** What the engine tells about each run, for the metrics and the log. */
export interface JobObserver {
  started(queue: string, retry: boolean): void;
  done(queue: string): void;
  failed(queue: string, error: unknown): void;
  /** pg-boss's own trouble (a maintenance pass that failed), which is not a job's. */
  engineError(error: unknown): void;
}

/** Who retried or discarded a failed job, for the audit log. */
export interface SettledBy {
  username: string;
  ip: string | null;
  at: Date;
}

export interface EnqueueOptions {
  /**
   * The job's idempotency key: the same key on the same queue makes one job however often it is sent (a retried
   * request, a second instance). A job with an effect outside the database carries one and records its effect with
   * `doOnce` (jobs/effects.ts).
   */
  idempotencyKey?: string;
  /** Not before this time. */
  startAfter?: Date;
}

export interface JobEngine {
  /**
   * Sends a job to `queue` inside the caller's transaction `tx`: it exists once `tx` commits, and never if it rolls
   * back. Answers the job's id, or `null` when a job with the same idempotency key exists already.
   */
  enqueue(tx: Database, queue: string, data: object, options?: EnqueueOptions): Promise<string | null>;
  /** Sends a job at once, outside any transaction (a schedule's next run, a test). */
  send(queue: string, data: object, options?: EnqueueOptions): Promise<string | null>;
  /** The jobs that failed after their last retry, the most recent first, with their errors in words. */
  failed(): Promise<FailedJobList>;
  /**
   * The failed job `id` back in its queue, to run again now, audited as done `by` someone; false when no failed job
   * has that id.
   */
  retry(queue: string, id: string, by: SettledBy): Promise<boolean>;
  /** Deletes the failed job `id`, audited as done `by` someone; false when no failed job has that id. */
  discard(queue: string, id: string, by: SettledBy): Promise<boolean>;
  /** The definitions the engine runs, by queue name. */
  readonly definitions: ReadonlyMap<string, JobDefinition>;
  /** Stops taking jobs, waits up to {@link STOP_WAIT_MS} for those under way, and stops the engine's timers. */
  stop(): Promise<void>;
}

/** The job id an idempotency key stands for: a UUID from a hash of the queue and the key. */
export function jobIdOf(queue: string, key: string): string {
  const hex = createHash("sha256").update(`${queue}\u0000${key}`).digest("hex");
  // Shaped as a version-8 (custom) UUID, so that it is a valid uuid and never taken for a random one.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * How often each instance looks for jobs whose lease lapsed (pg-boss's supervision, 60 s by default): a job whose
 * instance died runs again within its lease plus this.
 */
export interface EngineTiming {
  superviseSeconds?: number;
}

/**
 * Starts pg-boss on `database`, makes (or updates) the queues of `definitions`, their schedules (read in
 * {@link JOB_TIME_ZONE}) and a worker for each. The schema must be migrated.
 */
export async function startJobEngine(
  database: DatabaseHandle,
  definitions: readonly JobDefinition[],
  observer: JobObserver,
  timing: EngineTiming = {},
): Promise<JobEngine> {
  const pglite = database.kind === "pglite";
  const boss = new PgBoss({
    db: jobEngineDatabase(database),
    schema: JOBS_SCHEMA,
    ...(pglite ? { backend: "pglite" as const } : {}),
    // Our migrations made the schema (migration 0024): pg-boss only checks it is at its version.
    migrate: false,
    // PGlite has no autovacuum to watch, and no second connection for REINDEX CONCURRENTLY.
    monitorVacuum: !pglite,
    reindex: !pglite,
    instanceName: "api",
    ...(timing.superviseSeconds
      ? { superviseIntervalSeconds: timing.superviseSeconds, monitorIntervalSeconds: timing.superviseSeconds }
      : {}),
    openTelemetry: { enabled: false },
  });
  boss.on("error", (error) => observer.engineError(error));
  await boss.start();
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  try {
    for (const definition of definitions) await startQueue(boss, definition, observer);
  } catch (error) {
    await boss.stop({ graceful: false });
    throw error;
  }

  const sendOptions = (queue: string, options: EnqueueOptions) => ({
    ...(options.idempotencyKey ? { id: jobIdOf(queue, options.idempotencyKey) } : {}),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
  });
  return {
    definitions: byName,
    enqueue: (tx, queue, data, options = {}) =>
      boss.send(queue, data, {
        ...sendOptions(queue, options),
        db: fromDrizzle(tx as DrizzleTransactionLike, sql),
      }),
    send: (queue, data, options = {}) => boss.send(queue, data, sendOptions(queue, options)),
    failed: () => listFailedJobs(database.db, byName),
    async retry(queue, id, by) {
      if (!(await isFailed(database.db, queue, id))) return false;
      if (affected(await boss.retry(queue, id)) === 0) return false;
      await auditSettlement(database.db, "job.retry", queue, id, by);
      return true;
    },
    async discard(queue, id, by) {
      if (!(await isFailed(database.db, queue, id))) return false;
      if (affected(await boss.deleteJob(queue, id)) === 0) return false;
      await auditSettlement(database.db, "job.discard", queue, id, by);
      return true;
    },
    stop: () => boss.stop({ graceful: true, timeout: STOP_WAIT_MS }),
  };
}

/** What a failed run keeps as its output: the error's name and message (the admins' list shows the message). */
function errorOutput(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error)
    return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { name: "Error", message: String(error) };
}

/** The jobs a command changed: pg-boss answers `affected`, which its types leave out. */
function affected(response: CommandResponse): number {
  return (response as { affected?: number }).affected ?? 0;
}

function auditSettlement(
  db: Database,
  action: "job.retry" | "job.discard",
  queue: string,
  id: string,
  by: SettledBy,
): Promise<void> {
  return recordAudit(db, by.at, { action, actor: by.username, target: `${queue} ${id}`, ip: by.ip });
}

async function isFailed(db: Database, queue: string, id: string): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 as found from pgboss.job where name = ${queue} and id = ${id}::uuid and state = 'failed'`,
  );
  return rows.length > 0;
}

async function startQueue(boss: PgBoss, definition: JobDefinition, observer: JobObserver): Promise<void> {
  const options = {
    retryLimit: definition.retries ?? DEFAULT_RETRIES,
    retryDelay: definition.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    retryDelayMax: MAX_RETRY_DELAY_SECONDS,
    expireInSeconds: definition.leaseSeconds ?? DEFAULT_LEASE_SECONDS,
    ...(definition.keepDoneSeconds ? { deleteAfterSeconds: definition.keepDoneSeconds } : {}),
  };
  if (await boss.getQueue(definition.name)) {
    // A queue's policy is fixed when it is made; its timings follow the code of the release that runs.
    const { retryDelayMax: _fixed, ...changeable } = options;
    await boss.updateQueue(definition.name, changeable);
  } else {
    await boss.createQueue(definition.name, { ...options, policy: definition.policy ?? "standard" });
  }
  for (const schedule of definition.schedules ?? [])
    await boss.schedule(definition.name, schedule.cron, schedule.data ?? {}, {
      tz: JOB_TIME_ZONE,
      key: schedule.key,
    });
  await boss.work<object>(
    definition.name,
    {
      batchSize: BATCH_SIZE,
      perJobResults: true,
      burstWhenBatchFull: true,
      pollingIntervalSeconds: definition.pollingSeconds ?? POLLING_SECONDS,
    },
    async (jobs) => {
      const results: JobResult[] = [];
      for (const job of jobs) {
        observer.started(definition.name, job.retryCount > 0);
        try {
          await definition.run(job);
          observer.done(definition.name);
          results.push({ id: job.id, status: "completed" });
        } catch (error) {
          observer.failed(definition.name, error);
          results.push({ id: job.id, status: "failed", output: errorOutput(error) });
        }
      }
      return results;
    },
  );
}
