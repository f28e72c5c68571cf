import {
  ZClientErrorAccepted,
  ZClientErrorList,
  ZClientErrorQuery,
  ZClientErrorReport,
} from "@visadesk/contracts/client-errors";
import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "#config.ts";
import { defineRoute } from "#routes/contract.ts";

/**
 * `POST /api/client-errors` (public): stores a render error the apps caught, answering 202 whether it was stored or
 * dropped by the per-IP limit (the site redirects silently either way). `GET /api/client-errors`: admin and CEO.
 */
export function registerClientErrorRoutes(app: FastifyInstance, config: ServerConfig): void {
  const { clientErrors } = app.services;

  defineRoute(app, {
    method: "POST",
    url: "/api/client-errors",
    access: "public",
    bodyLimit: 32 * 1024,
    contract: {
      summary: "Reports a render error of an app",
      body: ZClientErrorReport,
      response: { 202: ZClientErrorAccepted },
    },
    handler: async (request, reply) => {
      const report = ZClientErrorReport.parse(request.body);
      await clientErrors.store(report, { ip: request.ip, now: config.now() });
      return reply.status(202).send({ accepted: true });
    },
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/client-errors",
    access: "audit.read",
    contract: {
      summary: "The reported render errors",
      query: ZClientErrorQuery,
      response: { 200: ZClientErrorList },
    },
    handler: async (request) => clientErrors.list(ZClientErrorQuery.parse(request.query)),
  });
}
