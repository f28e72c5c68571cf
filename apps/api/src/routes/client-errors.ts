import { ZClientErrorQuery, ZClientErrorReport } from "@visadesk/contracts/client-errors";
import type { FastifyInstance } from "fastify";
import { listClientErrors, storeClientError } from "#audit/client-errors.ts";
import { DEFAULT_LIMITS, type ServerConfig } from "#config.ts";

/**
 * `POST /api/client-errors` (public): stores a render error the apps caught, answering 202 whether it was stored or
 * dropped by the per-IP limit (the site redirects silently either way). `GET /api/client-errors`: admin and CEO.
 */
export function registerClientErrorRoutes(app: FastifyInstance, config: ServerConfig): void {
  const db = app.database.db;
  const perHour = (config.limits ?? DEFAULT_LIMITS).clientErrorsPerHour;

  app.post(
    "/api/client-errors",
    { config: { access: "public" }, bodyLimit: 32 * 1024 },
    async (request, reply) => {
      const report = ZClientErrorReport.parse(request.body);
      await storeClientError(db, report, { ip: request.ip, now: config.now(), perHour });
      return reply.status(202).send({ accepted: true });
    },
  );

  app.get("/api/client-errors", { config: { access: "audit.read" } }, async (request) =>
    listClientErrors(db, ZClientErrorQuery.parse(request.query)),
  );
}
