import type { DatabaseState } from "@visadesk/contracts/health";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, DISK_FULL_BYTES } from "#db/client.ts";
import { freeBytes } from "#db/data-folder.ts";
import { databaseErrorCode } from "#lib/database-errors.ts";

/** How long the health check waits for the database before answering 503 (a load balancer's check is ~5 s). */
export const HEALTH_TIMEOUT_MS = 2_000;

const TIMED_OUT = Symbol("timed out");

/** What the health check found: the database's state and the free bytes on its disk (null: not on a local disk). */
export interface DatabaseHealth {
  state: DatabaseState;
  diskFreeBytes: number | null;
}

/** One round trip to the database, or what stopped it. */
async function probe(database: DatabaseHandle): Promise<DatabaseState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), HEALTH_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([database.db.execute(sql`select 1`), timeout]);
    return result === TIMED_OUT ? "timeout" : "up";
  } catch (error) {
    const code = databaseErrorCode(error);
    if (code === "53100" || code === "ENOSPC" || code === "EDQUOT") return "disk_full";
    return "unreachable";
  } finally {
    clearTimeout(timer);
  }
}

/** A real round trip to the database, then the room left on its disk: "up" only when both are fine. */
export async function checkDatabaseHealth(database: DatabaseHandle): Promise<DatabaseHealth> {
  let state = await probe(database);
  const diskFreeBytes = database.dataDir === null ? null : await freeBytes(database.dataDir);
  if (state === "up" && diskFreeBytes !== null && diskFreeBytes < DISK_FULL_BYTES) state = "disk_full";
  return { state, diskFreeBytes };
}

/** The database's health as the health routes ask for it: which database it is, and a real check of it. */
export function createHealthService(database: DatabaseHandle) {
  return {
    kind: database.kind,
    check: (): Promise<DatabaseHealth> => checkDatabaseHealth(database),
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
