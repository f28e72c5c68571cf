import { ZCaseListQuery, ZPortalCase, ZPortalCaseList } from "@visadesk/contracts/cases";
import { type Assignee, type Consultant, ZIdParams, ZListQueryBase } from "@visadesk/contracts/crm";
import { ZDeliveryListQuery, ZPortalDelivery, ZPortalDeliveryList } from "@visadesk/contracts/deliveries";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerConfig } from "#config.ts";
import type { CustomerActor } from "#crm/actors.ts";
import type { CrmServices } from "#crm/services.ts";
import { HttpError } from "#lib/errors.ts";
import { defineRoute } from "#routes/contract.ts";
import { idOf } from "#routes/crm-actor.ts";

/** A record as its client sees it: the consultant by display name, never a staff username. */
function forClient<T extends { assignee: Assignee }>(
  item: T,
): Omit<T, "assignee"> & { assignee: Consultant } {
  return { ...item, assignee: item.assignee ? { name: item.assignee.name } : null };
}

/** A page of records as their client sees them. */
function pageForClient<T extends { assignee: Assignee }, P extends { items: T[] }>(page: P) {
  return { ...page, items: page.items.map(forClient) };
}

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
    contract: {
      summary: "The signed-in customer's cases",
      query: ZMyList,
      response: { 200: ZPortalCaseList },
    },
    handler: async (request) =>
      pageForClient(
        await services.cases.list(
          await readerOf(request),
          ZCaseListQuery.parse(ZMyList.parse(request.query)),
        ),
      ),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/me/cases/:id",
    access: OWN,
    contract: {
      summary: "One of the customer's cases, as they see it",
      params: ZIdParams,
      response: { 200: ZPortalCase },
    },
    handler: async (request) => forClient(await services.cases.get(await readerOf(request), idOf(request))),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/me/deliveries",
    access: OWN,
    contract: {
      summary: "The signed-in customer's deliveries",
      query: ZMyList,
      response: { 200: ZPortalDeliveryList },
    },
    handler: async (request) =>
      pageForClient(
        await services.deliveries.list(
          await readerOf(request),
          ZDeliveryListQuery.parse(ZMyList.parse(request.query)),
        ),
      ),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/me/deliveries/:id",
    access: OWN,
    contract: {
      summary: "One of the customer's deliveries, as they see it",
      params: ZIdParams,
      response: { 200: ZPortalDelivery },
    },
    handler: async (request) =>
      forClient(await services.deliveries.get(await readerOf(request), idOf(request))),
  });
}
