import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { rowsOf } from "#jobs/rows.ts";
import type { QueueCounts } from "#lib/metrics.ts";

/**
 * Each queue's jobs now: waiting to run, running, failed, and the wait of the oldest waiting one. Reads pg-boss's
 * job table through its partial index on the unfinished and failed states, so finished jobs cost nothing.
 */
export async function readQueueCounts(db: Database): Promise<QueueCounts[]> {
  const rows = await rowsOf<{
    queue: string;
    queued: unknown;
    running: unknown;
    failed: unknown;
    oldest: unknown;
  }>(
    db,
    sql`
      select q.name as queue,
        count(j.id) filter (where j.state in ('created', 'retry') and j.start_after <= now() and not j.blocked) as queued,
        count(j.id) filter (where j.state = 'active') as running,
        count(j.id) filter (where j.state = 'failed') as failed,
        coalesce(extract(epoch from now() - min(j.start_after)
          filter (where j.state in ('created', 'retry') and j.start_after <= now() and not j.blocked)), 0) as oldest
      from pgboss.queue q
      left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active', 'failed')
      group by q.name
      order by q.name`,
  );
  return rows.map((row) => ({
    queue: row.queue,
    queued: Number(row.queued),
    running: Number(row.running),
    failed: Number(row.failed),
    oldestWaitingSeconds: Math.max(0, Number(row.oldest)),
  }));
}
