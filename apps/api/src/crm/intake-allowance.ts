import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";

const HOUR_MS = 3_600_000;

/** How often one process sweeps the counters of hours gone by (they only matter for the hour after theirs). */
const SWEEP_EVERY_MS = 10 * 60_000;
const lastSweep = new WeakMap<Database, number>();

/** The counter of `ip`'s enquiries in hour `hour` (hours since 1970) in the shared `counters` table. */
const keyOf = (ip: string, hour: number) => `intake:${hour}:${ip}`;

/**
 * Takes one enquiry from `ip`'s allowance of `perHour` in the last hour, in one statement and without a lock beyond
 * the counter row's own (released as the statement ends): a counter per address and clock hour, shared by every
 * API instance through the database, and the sliding estimate `previous hour × its share still inside the last hour
 * + this hour < perHour`. Returns a `release` that gives the enquiry back (when it was not stored), or null when the
 * allowance is spent.
 */
export async function takeIntakeAllowance(
  db: Database,
  ip: string,
  now: Date,
  perHour: number,
): Promise<{ release: () => Promise<void> } | null> {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  const previousShare = 1 - (now.getTime() - hour * HOUR_MS) / HOUR_MS;
  const key = keyOf(ip, hour);
  const taken = (await db.execute(sql`
    with previous as (
      select coalesce((select value from counters where key = ${keyOf(ip, hour - 1)}), 0) * ${previousShare}::float8 as used
    )
    insert into counters (key, value)
    select ${key}, 1 where (select used from previous) < ${perHour}::integer
    on conflict (key) do update set value = counters.value + 1
      where counters.value + (select used from previous) < ${perHour}::integer
    returning value`)) as unknown as unknown[] | { rows: unknown[] };
  await sweep(db, hour, now.getTime());
  if ((Array.isArray(taken) ? taken : taken.rows).length === 0) return null;
  return {
    release: async () => {
      await db.execute(sql`update counters set value = value - 1 where key = ${key} and value > 0`);
    },
  };
}

/** Deletes the counters of hours before the previous one, at most every {@link SWEEP_EVERY_MS} per process. */
async function sweep(db: Database, hour: number, nowMs: number): Promise<void> {
  const last = lastSweep.get(db);
  if (last !== undefined && nowMs - last < SWEEP_EVERY_MS && nowMs >= last) return;
  lastSweep.set(db, nowMs);
  await db.execute(
    sql`delete from counters where key like 'intake:%' and split_part(key, ':', 2)::bigint < ${hour - 1}`,
  );
}
