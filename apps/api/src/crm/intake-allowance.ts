import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { preparedStatement } from "#db/prepared-statement.ts";

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** How often one process sweeps the counters of hours gone by (they only matter for the hour after theirs). */
const SWEEP_EVERY_MS = 10 * 60_000;
const lastSweep = new WeakMap<Database, number>();

/** The counter of `ip`'s enquiries in hour `hour` (hours since 1970) in the shared `counters` table. */
const hourKey = (ip: string, hour: number) => `intake:${hour}:${ip}`;
/** The counter of `ip`'s enquiries in minute `minute` (minutes since 1970): the flood ceiling's. */
const minuteKey = (ip: string, minute: number) => `intake-minute:${minute}:${ip}`;

const p = (name: string) => sql.placeholder(name);

/**
 * One more enquiry on the address's counter of this minute, unless it has reached the flood ceiling, and then on its
 * counter of this hour, whatever it holds; answers the hour's estimate (`previous hour × its share still inside the
 * last hour + this hour`, this enquiry included), or no row when the minute's ceiling was reached. Its transaction
 * (this statement alone) commits without waiting for the WAL to reach the disk: every request from one address
 * updates the same rows, which PostgreSQL holds until the commit returns, so waiting for each flush let one address
 * take about 540 allowances a second where many took 1,350-1,830 (decision 023). Nothing acknowledged depends on it:
 * the enquiry's own statement commits after it and waits for its flush, which writes the WAL in order, these
 * increments included.
 */
const TAKE = preparedStatement<{ used: number }>(
  "intake_allowance_count",
  sql`with previous as (
      select coalesce((select value from counters where key = ${p("previousHourKey")}::text), 0)
        * ${p("previousShare")}::float8 as used,
        set_config('synchronous_commit', 'off', true) as asynchronous
    ),
    minute as (
      insert into counters (key, value) values (${p("minuteKey")}::text, 1)
      on conflict (key) do update set value = counters.value + 1
        where counters.value < ${p("perMinute")}::integer
      returning value
    ),
    hour as (
      insert into counters (key, value)
      select ${p("hourKey")}::text, 1 where exists (select from minute)
      on conflict (key) do update set value = counters.value + 1
      returning value
    )
  select hour.value + (select used from previous) as used from hour`,
);

/** Gives back an enquiry that was not stored. */
const RELEASE = preparedStatement(
  "intake_allowance_give_back",
  sql`update counters set value = value - 1
    where key in (${p("minuteKey")}::text, ${p("hourKey")}::text) and value > 0`,
);

/** What the intake allows one address (decision 032). */
export interface IntakeRates {
  /** The flood ceiling: beyond this many enquiries in a clock minute, the address is asked to wait for the next. */
  perMinute: number;
}

/** An enquiry counted against its address. */
export interface IntakeCount {
  /** The address's enquiries in the last hour, this one included (a sliding estimate, see {@link TAKE}). */
  lastHour: number;
  /** Gives the enquiry back (when it was not stored). */
  release: () => Promise<void>;
}

/** The flood ceiling of this minute was reached: the address may send again after `retryAfterSeconds`. */
export interface IntakeSlowDown {
  retryAfterSeconds: number;
}

/**
 * Counts one enquiry from `ip` in one prepared statement, without a lock beyond the counter rows' own (released as the
 * statement ends): counters per address and clock minute and hour, shared by every API instance through the
 * database. Nobody is refused for the hour: a busy address's enquiries are kept and marked for review by the caller.
 * Only a flood beyond `perMinute` in a clock minute is slowed, told to come back when the minute ends.
 */
export async function countIntake(
  db: Database,
  ip: string,
  now: Date,
  rates: IntakeRates,
): Promise<IntakeCount | IntakeSlowDown> {
  const ms = now.getTime();
  const hour = Math.floor(ms / HOUR_MS);
  const minute = Math.floor(ms / MINUTE_MS);
  const keys = { minuteKey: minuteKey(ip, minute), hourKey: hourKey(ip, hour) };
  const [counted] = await TAKE(db, {
    ...keys,
    previousHourKey: hourKey(ip, hour - 1),
    previousShare: 1 - (ms - hour * HOUR_MS) / HOUR_MS,
    perMinute: rates.perMinute,
  });
  await sweep(db, hour, minute, ms);
  if (!counted) return { retryAfterSeconds: Math.max(1, Math.ceil(((minute + 1) * MINUTE_MS - ms) / 1000)) };
  return { lastHour: Number(counted.used), release: () => RELEASE(db, keys).then(() => undefined) };
}

/** Deletes the counters of hours before the previous one and of minutes gone, at most every {@link SWEEP_EVERY_MS}. */
async function sweep(db: Database, hour: number, minute: number, nowMs: number): Promise<void> {
  const last = lastSweep.get(db);
  if (last !== undefined && nowMs - last < SWEEP_EVERY_MS && nowMs >= last) return;
  lastSweep.set(db, nowMs);
  await db.execute(
    sql`delete from counters where key like 'intake:%' and split_part(key, ':', 2)::bigint < ${hour - 1}`,
  );
  await db.execute(
    sql`delete from counters where key like 'intake-minute:%' and split_part(key, ':', 2)::bigint < ${minute}`,
  );
}
