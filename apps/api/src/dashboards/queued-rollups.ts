import { sql } from "drizzle-orm";
import { num, rowsOf } from "#dashboards/sql.ts";
import type { Database, DatabaseKind } from "#db/client.ts";

// Enquiries and leads written a few at a time queue their dashboard figures in `dashboards_pending` instead of
// adding them to the rollups in their own transaction (migration 0016, decision 023): concurrent enquiries no longer
// wait on each other's rollup rows. Whatever reads the rollups folds the queue first, so it counts every write
// committed before it; a timer folds it too, so that it never grows long.

/**
 * Queued writes folded per transaction (an intake queues two: its lead and its enquiry): small enough that one fold
 * never holds PGlite's single thread for long (about 14 ms there, 8 ms of PostgreSQL's), large enough that the rules
 * run set-based over many rows at once (about 0.25 ms of PGlite's thread per enquiry, where the rules in the
 * enquiry's own transaction took 3-4 ms).
 */
export const FOLD_BATCH = 100;

/** How often the queue is folded (when nothing has read the dashboards in between), by one instance of the API. */
export const FOLD_EVERY_MS = 1_000;

/**
 * Applies every queued write committed so far to the rollups, a batch per transaction. Call it before reading
 * `dashboard_days`, `dashboard_states`, `attribution_days`, `attribution_leads` or `dashboard_leads`; if another
 * process is folding, it waits for that fold to commit, then takes what is left.
 */
export async function foldQueuedRollups(db: Database): Promise<void> {
  for (;;) {
    const [row] = await rowsOf<{ folded: unknown }>(
      db,
      sql`select dashboards_fold(${FOLD_BATCH}::integer) as folded`,
    );
    if (num(row?.folded) < FOLD_BATCH) return;
  }
}

/**
 * How often PGlite's queue is vacuumed. PGlite has no autovacuum, and the queue's rows are all deleted soon after
 * they are written: unvacuumed, its heap and the index a fold walks from its oldest end keep every dead row, so each
 * fold would read the whole history. (PostgreSQL's autovacuum does this itself.)
 */
export const VACUUM_EVERY_MS = 10 * 60_000;

/**
 * The work of the `dashboard-rollups` job, which the job engine runs about every {@link FOLD_EVERY_MS} on one
 * instance at a time (background.ts): folds the queue and, on PGlite, vacuums it every {@link VACUUM_EVERY_MS} by
 * `now`. A failed fold loses nothing: the queue keeps what it has not applied, and the next run takes it.
 */
export function foldRollupsWork(
  db: () => Database,
  kind: DatabaseKind,
  now: () => Date,
): () => Promise<void> {
  let vacuumedAt = now().getTime();
  return async () => {
    await foldQueuedRollups(db());
    if (kind === "pglite" && now().getTime() - vacuumedAt >= VACUUM_EVERY_MS) {
      vacuumedAt = now().getTime();
      await db().execute(sql`vacuum dashboards_pending`);
    }
  };
}
