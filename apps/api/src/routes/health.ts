import { ZHealth, ZLiveness, ZReadiness } from "@visadesk/contracts/health";
import type { FastifyInstance } from "fastify";
import type { Draining } from "#lib/draining.ts";
import { RETRY_AFTER_SECONDS } from "#lib/errors.ts";
import { defineRoute } from "#routes/contract.ts";

/**
 * `GET /api/health`: 200 only after a real round trip to the database with room on its disk; otherwise a quick 503
 * that says the database's state, so a load balancer takes this instance out and an operator sees why.
 * `GET /api/health/live`: the process answers (restart it when this fails). `GET /api/health/ready`: send it traffic
 * (the routes exist only once the migrations ran; the database answers; it is not draining after SIGTERM).
 */
export function registerHealthRoutes(app: FastifyInstance, draining: Draining, version: string): void {
  const { health } = app.services;
  defineRoute(app, {
    method: "GET",
    url: "/api/health",
    access: "public",
    contract: {
      summary: "Whether the server and its database answer",
      response: { 200: ZHealth, 503: ZHealth },
    },
    handler: async (request, reply) => {
      const { state, diskFreeBytes } = await health.check();
      if (state !== "up") {
        request.log.error({ databaseState: state, diskFreeBytes }, "health check failed");
        reply.status(503).header("Retry-After", String(RETRY_AFTER_SECONDS));
      }
      return {
        status: state === "up" ? "ok" : "unavailable",
        database: health.kind,
        databaseState: state,
        diskFreeBytes,
        version,
      };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/health/live",
    access: "public",
    contract: { summary: "Whether the process answers (liveness)", response: { 200: ZLiveness } },
    handler: async () => ({ status: "live", version }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/health/ready",
    access: "public",
    contract: {
      summary: "Whether this instance should receive traffic (readiness)",
      response: { 200: ZReadiness, 503: ZReadiness },
    },
    handler: async (request, reply) => {
      if (draining.active) {
        reply.status(503).header("Retry-After", String(RETRY_AFTER_SECONDS));
        return { status: "not_ready", reason: "draining", databaseState: null, version };
      }
      const { state } = await health.check();
      if (state !== "up") {
        request.log.warn({ databaseState: state }, "not ready: the database does not answer");
        reply.status(503).header("Retry-After", String(RETRY_AFTER_SECONDS));
        return { status: "not_ready", reason: "database", databaseState: state, version };
      }
      return { status: "ready", reason: null, databaseState: state, version };
    },
  });
}
