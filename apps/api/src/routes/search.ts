import { ZSearchQuery, ZSearchResult } from "@visadesk/contracts/search";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CrmActor } from "#crm/actors.ts";
import type { CrmServices } from "#crm/services.ts";
import { defineRoute } from "#routes/contract.ts";
import { WORK } from "#routes/crm-actor.ts";

/** `GET /api/search`: the header search over leads, enquiries, deals, customers and cases, in one request. */
export function registerSearchRoutes(
  app: FastifyInstance,
  services: CrmServices,
  actorOf: (request: FastifyRequest) => CrmActor,
): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/search",
    access: WORK,
    contract: {
      summary: "The newest records of each kind matching a name, phone, email, reference or case number",
      query: ZSearchQuery,
      response: { 200: ZSearchResult },
    },
    handler: async (request) => services.search(actorOf(request), ZSearchQuery.parse(request.query)),
  });
}
