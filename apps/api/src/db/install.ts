import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { appMeta } from "#db/schema.ts";

/**
 * Records this installation's id at its first start and counts starts, so a restart can show that DATA_DIR kept its
 * data. Safe to run from several instances at once.
 */
export async function recordStart(db: Database): Promise<void> {
  await db
    .insert(appMeta)
    .values([
      { key: "installation_id", value: randomUUID() },
      { key: "first_started_at", value: new Date().toISOString() },
    ])
    .onConflictDoNothing();
  await db
    .insert(appMeta)
    .values({ key: "start_count", value: "1" })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: sql`(${appMeta.value}::integer + 1)::text`, updatedAt: sql`now()` },
    });
}
