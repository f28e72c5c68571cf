import type { DatabaseState, Health } from "@visadesk/contracts/health";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type DatabaseHandle, DISK_FULL_BYTES } from "#db/client.ts";
import { freeBytes } from "#db/data-folder.ts";
import { databaseErrorCode } from "#lib/database-errors.ts";
import { RETRY_AFTER_SECONDS } from "#lib/errors.ts";

/** How long the health check waits for the database before answering 503 (a load balancer's check is ~5 s). */
export const HEALTH_TIMEOUT_MS = 2_000;

const TIMED_OUT = Symbol("timed out");

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

/**
 * `GET /api/health`: 200 only after a real round trip to the database with room on its disk; otherwise a quick 503
 * that says the database's state, so a load balancer takes this instance out and an operator sees why.
 */
export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle, version: string): void {
  app.get("/api/health", { config: { access: "public" } }, async (request, reply): Promise<Health> => {
    let state = await probe(database);
    const free = database.dataDir === null ? null : await freeBytes(database.dataDir);
    if (state === "up" && free !== null && free < DISK_FULL_BYTES) state = "disk_full";
    const body: Health = {
      status: state === "up" ? "ok" : "unavailable",
      database: database.kind,
      databaseState: state,
      diskFreeBytes: free,
      version,
    };
    if (state !== "up") {
      request.log.error({ databaseState: state, diskFreeBytes: free }, "health check failed");
      reply.status(503).header("Retry-After", String(RETRY_AFTER_SECONDS));
    }
    return body;
  });
}
