import type { Job, QueuePolicy } from "pg-boss";

/** The consultancy's time zone: every schedule's times are read in it (docs/decisions/043). */
export const JOB_TIME_ZONE = "Asia/Kolkata";

/**
 * How long a job may run before its lease lapses and another instance may run it again (an instance killed mid-job
 * leaves it active): pg-boss's `expireInSeconds`, counted from when a worker takes its batch (engine.ts's BATCH_SIZE,
 * settled at the batch's end), so it must cover a whole batch. Our jobs take seconds; five minutes leaves a slow
 * database room.
 */
export const DEFAULT_LEASE_SECONDS = 5 * 60;

/** Retries after a first failed run, before the job lands in the admins' list of failed jobs. */
export const DEFAULT_RETRIES = 4;

/** The first retry's delay; each later one about doubles it (pg-boss's backoff, with jitter), up to an hour. */
export const DEFAULT_RETRY_DELAY_SECONDS = 30;
export const MAX_RETRY_DELAY_SECONDS = 60 * 60;

/** A schedule of a queue: a cron expression read in {@link JOB_TIME_ZONE}, sending `data` each time. */
export interface JobSchedule {
  key: string;
  cron: string;
  data?: object;
}

/** One kind of background job: its queue, how it retries, when it is scheduled, and what it does. */
export interface JobDefinition<Data extends object = object> {
  /** The queue's name, also the `job_name` of `visadesk_jobs_failed_total`. */
  name: string;
  /** What the job does, in words, for the admins' list of failed jobs. */
  description: string;
  /** pg-boss's queue policy (`standard` unless one job at a time matters: `stately`). */
  policy?: QueuePolicy;
  retries?: number;
  retryDelaySeconds?: number;
  leaseSeconds?: number;
  /** How long a finished job is kept (a job that runs every second needs minutes, not pg-boss's 7 days). */
  keepDoneSeconds?: number;
  /** How often an idle worker asks for this queue's jobs. */
  pollingSeconds?: number;
  schedules?: JobSchedule[];
  /** Does the work; a throw fails this attempt (retried per the above), its message kept as the job's error. */
  run(job: Job<Data>): Promise<void>;
}
