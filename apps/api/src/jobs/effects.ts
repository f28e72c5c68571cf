import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { jobEffects } from "#db/schema.ts";

/**
 * Does `effect` once for `key`, however many times it is asked (a retried job, the same job on two instances): the
 * key is taken in `job_effects` in the transaction around the effect, so a second caller waits for the first to end
 * and then finds the key taken (or, if the first failed, takes it itself). Answers whether the effect ran this time.
 *
 * The transaction is held while the effect runs, so an effect must be short (on PGlite every other statement waits);
 * one that calls another service passes it the same key, so that a crash between its call and our commit is not a
 * second effect there either (docs/behaviours/background-work.md).
 */
export async function doOnce(
  db: Database,
  queue: string,
  key: string,
  effect: (tx: Database) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const taken = await tx
      .insert(jobEffects)
      .values({ key, queue })
      .onConflictDoNothing()
      .returning({ key: jobEffects.key });
    if (taken.length === 0) return false;
    await effect(tx);
    return true;
  });
}

/** Whether the effect of `key` has been done. */
export async function effectDone(db: Database, key: string): Promise<boolean> {
  const rows = await db
    .select({ key: jobEffects.key })
    .from(jobEffects)
    .where(sql`${jobEffects.key} = ${key}`);
  return rows.length > 0;
}
