import { foldQueuedRollups } from "#dashboards/queued-rollups.ts";
import type { Database } from "#db/client.ts";

// The dashboards' read model (decision 042): the rollup tables (`dashboard_days`, `dashboard_states`,
// `attribution_days`, `attribution_leads`, `dashboard_leads`) are read only through this door, which folds the queued
// writes (decision 023) in first. No reader can forget the fold, and no other file calls it: a lint rule in biome.json
// lets only this file and the background jobs import the queue.

/**
 * Runs `read` over the rollups once every write committed before the call is folded in: one fold per request (a
 * single statement when the queue is empty, as it is between a timer's ticks), then the request's own statements.
 */
export async function fromRollups<T>(db: Database, read: (db: Database) => Promise<T>): Promise<T> {
  await foldQueuedRollups(db);
  return read(db);
}
