import { type Health, ZHealth } from "@visadesk/contracts/health";
import type { FastifyInstance } from "fastify";
import { checkDatabaseHealth } from "#lib/database-health.ts";
import { RETRY_AFTER_SECONDS } from "#lib/errors.ts";
import { defineRoute } from "#routes/contract.ts";

/**
 * `GET /api/health`: 200 only after a real round trip to the database with room on its disk; otherwise a quick 503
 * that says the database's state, so a load balancer takes this instance out and an operator sees why.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  database: FastifyInstance["database"],
  version: string,
): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/health",
    access: "public",
    contract: { summary: "Whether the server and its database answer", response: { 200: ZHealth } },
    handler: async (request, reply): Promise<Health> => {
      const { state, diskFreeBytes } = await checkDatabaseHealth(database);
      if (state !== "up") {
        request.log.error({ databaseState: state, diskFreeBytes }, "health check failed");
        reply.status(503).header("Retry-After", String(RETRY_AFTER_SECONDS));
      }
      return {
        status: state === "up" ? "ok" : "unavailable",
        database: database.kind,
        databaseState: state,
        diskFreeBytes,
        version,
      };
    },
  });
}
