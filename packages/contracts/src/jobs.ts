import { z } from "zod";

/** A background job that failed after its last retry, as the admins' list shows it (docs/behaviours/background-work.md). */
export const ZFailedJob = z.object({
  id: z.uuid(),
  /** The job's queue, e.g. `dashboard-rollups`. */
  queue: z.string(),
  /** What the job does, in words. */
  description: z.string(),
  /** Why its last run failed, in words (the error's message). */
  error: z.string(),
  /** Runs it had: the first and its retries. */
  attempts: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  failedAt: z.iso.datetime(),
});
export type FailedJob = z.infer<typeof ZFailedJob>;

/** `GET /api/jobs/failed`: the failed jobs, the most recent failure first (at most {@link FAILED_JOBS_LIMIT}). */
export const ZFailedJobList = z.object({ jobs: z.array(ZFailedJob), total: z.number().int().nonnegative() });
export type FailedJobList = z.infer<typeof ZFailedJobList>;

/** How many failed jobs the list shows at once. */
export const FAILED_JOBS_LIMIT = 200;

/** `POST /api/jobs/failed/:queue/:id/retry` and `POST /api/jobs/failed/:queue/:id/discard`. */
export const ZFailedJobParams = z.object({
  // A queue's name as the API defines them ("dashboard-rollups"): lower case, digits, "-" and "_".
  queue: z
    .string()
    .min(1, "Say which queue the job is in")
    .max(100)
    .regex(/^[a-z0-9][a-z0-9_-]*$/, "A queue's name has lower-case letters, digits, '-' and '_' only"),
  id: z.uuid("The job's id is not a valid id"),
});
export type FailedJobParams = z.infer<typeof ZFailedJobParams>;
