import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { preparedStatement } from "#db/prepared-statement.ts";

const HOUR_MS = 3_600_000;

/** How often one process sweeps the counters of hours gone by (they only matter for the hour after theirs). */
const SWEEP_EVERY_MS = 10 * 60_000;
const lastSweep = new WeakMap<Database, number>();

/** The counter of `ip`'s enquiries in hour `hour` (hours since 1970) in the shared `counters` table. */
const keyOf = (ip: string, hour: number) => `intake:${hour}:${ip}`;

const p = (name: string) => sql.placeholder(name);

/**
 * One more enquiry on the address's counter of this hour, unless the estimate has reached the limit. Its transaction
 * (this statement alone) commits without waiting for the WAL to reach the disk: every request from one address
 * updates the same row, which PostgreSQL holds until the commit returns, so waiting for each flush let one address
 * take about 540 allowances a second where many took 1,350-1,830 (20 at a time, PostgreSQL, load 9); without the wait
 * one address takes as many (2,500-6,700). Nothing acknowledged depends on it: the enquiry's own statement commits
 * after it and waits for its flush, which writes the WAL in order, this increment included. (A crash of the database
 * loses at most the increments of requests that were never answered.)
 */
const TAKE = preparedStatement<{ value: number }>(
  "intake_allowance_take",
  sql`with previous as (
      select coalesce((select value from counters where key = ${p("previousKey")}::text), 0)
        * ${p("previousShare")}::float8 as used,
        set_config('synchronous_commit', 'off', true) as asynchronous
    )
    insert into counters (key, value)
    select ${p("key")}::text, 1 where (select used from previous) < ${p("perHour")}::integer
    on conflict (key) do update set value = counters.value + 1
      where counters.value + (select used from previous) < ${p("perHour")}::integer
    returning value`,
);

/** Gives back an enquiry that was not stored. */
const RELEASE = preparedStatement(
  "intake_allowance_release",
  sql`update counters set value = value - 1 where key = ${p("key")}::text and value > 0`,
);

/**
 * Takes one enquiry from `ip`'s allowance of `perHour` in the last hour, in one prepared statement and without a
 * lock beyond the counter row's own (released as the statement ends): a counter per address and clock hour, shared
 * by every API instance through the database, and the sliding estimate `previous hour × its share still inside the
 * last hour + this hour < perHour`. Returns a `release` that gives the enquiry back (when it was not stored), or null when the
 * allowance is spent.
 */
export async function takeIntakeAllowance(
  db: Database,
  ip: string,
  now: Date,
  perHour: number,
): Promise<{ release: () => Promise<void> } | null> {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  const key = keyOf(ip, hour);
  const taken = await TAKE(db, {
    key,
    previousKey: keyOf(ip, hour - 1),
    previousShare: 1 - (now.getTime() - hour * HOUR_MS) / HOUR_MS,
    perHour,
  });
  await sweep(db, hour, now.getTime());
  if (taken.length === 0) return null;
  return { release: () => RELEASE(db, { key }).then(() => undefined) };
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
