import { ZCase, ZCaseList, ZCaseListQuery } from "@visadesk/contracts/cases";
import { ZIdParams, ZListQueryBase } from "@visadesk/contracts/crm";
import { ZDelivery, ZDeliveryList, ZDeliveryListQuery } from "@visadesk/contracts/deliveries";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerConfig } from "#config.ts";
import type { CustomerActor } from "#crm/actors.ts";
import type { CrmServices } from "#crm/services.ts";
import { HttpError } from "#lib/errors.ts";
import { defineRoute } from "#routes/contract.ts";
import { idOf } from "#routes/crm-actor.ts";

/** The portal's lists take a page only: no filters, no search. */
const ZMyList = ZListQueryBase.pick({ cursor: true, limit: true });

/**
 * `/api/me/...`: a customer's own cases and deliveries, read through the same services and visibility rule as
 * staff, with the customer as the reader (crm/visibility.ts).
 */
export function registerPortalRoutes(
  app: FastifyInstance,
  services: CrmServices,
  config: ServerConfig,
): void {
  const OWN = "records.own" as const;
  const readerOf = (request: FastifyRequest): Promise<CustomerActor> => {
    if (!request.session) throw new HttpError(401, "unauthenticated", "Please sign in");
    return services.portal.actorOf(request.session, request.ip, config.now());
  };
  defineRoute(app, {
    method: "GET",
    url: "/api/me/cases",
    access: OWN,
    contract: { summary: "The signed-in customer's cases", query: ZMyList, response: { 200: ZCaseList } },
    handler: async (request) =>
      services.cases.list(await readerOf(request), ZCaseListQuery.parse(ZMyList.parse(request.query))),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/me/cases/:id",
    access: OWN,
    contract: {
      summary: "One of the customer's cases, as they see it",
      params: ZIdParams,
      response: { 200: ZCase },
    },
    handler: async (request) => services.cases.get(await readerOf(request), idOf(request)),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/me/deliveries",
    access: OWN,
    contract: {
      summary: "The signed-in customer's deliveries",
      query: ZMyList,
      response: { 200: ZDeliveryList },
    },
    handler: async (request) =>
      services.deliveries.list(
        await readerOf(request),
        ZDeliveryListQuery.parse(ZMyList.parse(request.query)),
      ),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/me/deliveries/:id",
    access: OWN,
    contract: {
      summary: "One of the customer's deliveries, as they see it",
      params: ZIdParams,
      response: { 200: ZDelivery },
    },
    handler: async (request) => services.deliveries.get(await readerOf(request), idOf(request)),
  });
}
