import { FAILED_JOBS_LIMIT, type FailedJobList } from "@visadesk/contracts/jobs";
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import type { JobDefinition } from "#jobs/definition.ts";
import { rowsOf } from "#jobs/rows.ts";

/** What the list says of a job whose error carried no message. */
const NO_MESSAGE = "The job failed without saying why.";

/**
 * Why a run failed, in words: pg-boss keeps a thrown error as its fields (`message`, `name`, `stack`); the admins read
 * its message, never its stack.
 */
export function errorInWords(output: unknown): string {
  if (typeof output === "object" && output !== null) {
    const message = (output as { message?: unknown }).message;
    if (typeof message === "string" && message.trim() !== "") return message.trim();
  }
  if (typeof output === "string" && output.trim() !== "") return output.trim();
  return NO_MESSAGE;
}

/** The jobs that failed after their last retry, the most recent failure first, with the error of each in words. */
export async function listFailedJobs(
  db: Database,
  definitions: ReadonlyMap<string, JobDefinition>,
): Promise<FailedJobList> {
  const rows = await rowsOf<{
    id: string;
    queue: string;
    output: unknown;
    retry_count: unknown;
    created_on: unknown;
    failed_on: unknown;
    total: unknown;
  }>(
    db,
    sql`select id, name as queue, output, retry_count, created_on, coalesce(completed_on, created_on) as failed_on,
          count(*) over () as total
        from pgboss.job
        where state = 'failed'
        order by coalesce(completed_on, created_on) desc, id
        limit ${FAILED_JOBS_LIMIT}`,
  );
  return {
    total: rows.length === 0 ? 0 : Number(rows[0]?.total),
    jobs: rows.map((row) => ({
      id: row.id,
      queue: row.queue,
      description: definitions.get(row.queue)?.description ?? row.queue,
      error: errorInWords(typeof row.output === "string" ? parseJson(row.output) : row.output),
      attempts: Number(row.retry_count) + 1,
      createdAt: new Date(row.created_on as string).toISOString(),
      failedAt: new Date(row.failed_on as string).toISOString(),
    })),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
