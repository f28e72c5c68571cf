import { ZIdParams } from "@visadesk/contracts/crm";
import {
  ZCreateDeliveryRequest,
  ZDelivery,
  ZDeliveryList,
  ZDeliveryListQuery,
  ZDeliveryStatusRequest,
  ZHeldPassportList,
  ZUpdateDeliveryRequest,
} from "@visadesk/contracts/deliveries";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CrmActor } from "#crm/actors.ts";
import type { CrmServices } from "#crm/services.ts";
import { defineRoute } from "#routes/contract.ts";
import { idOf, WORK } from "#routes/crm-actor.ts";
import { registerRecordActions } from "#routes/record-actions.ts";

/** `/api/deliveries`: handing the passport back, one custody hand-off at a time. */
export function registerDeliveryRoutes(
  app: FastifyInstance,
  { deliveries }: CrmServices,
  actorOf: (request: FastifyRequest) => CrmActor,
): void {
  const params = ZIdParams;
  const detail = { 200: ZDelivery };
  defineRoute(app, {
    method: "GET",
    url: "/api/deliveries",
    access: WORK,
    contract: {
      summary: "A page of deliveries",
      query: ZDeliveryListQuery,
      response: { 200: ZDeliveryList },
    },
    handler: async (request) => deliveries.list(actorOf(request), ZDeliveryListQuery.parse(request.query)),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/deliveries/custody",
    access: WORK,
    contract: {
      summary: "Every passport we hold now, with the days held",
      response: { 200: ZHeldPassportList },
    },
    handler: async (request) => ({ items: await deliveries.held(actorOf(request)) }),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/deliveries/:id",
    access: WORK,
    contract: { summary: "One delivery with its custody trail", params, response: detail },
    handler: async (request) => deliveries.get(actorOf(request), idOf(request)),
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/deliveries",
    access: WORK,
    contract: {
      summary: "Opens the delivery of an approved case",
      body: ZCreateDeliveryRequest,
      response: { 201: ZDelivery },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const id = await deliveries.create(actor, ZCreateDeliveryRequest.parse(request.body));
      return reply.status(201).send(await deliveries.get(actor, id));
    },
  });
  defineRoute(app, {
    method: "PATCH",
    url: "/api/deliveries/:id",
    access: WORK,
    contract: {
      summary: "Edits a delivery's method or courier",
      params,
      body: ZUpdateDeliveryRequest,
      response: detail,
    },
    handler: async (request) => {
      const actor = actorOf(request);
      await deliveries.update(actor, idOf(request), ZUpdateDeliveryRequest.parse(request.body));
      return deliveries.get(actor, idOf(request));
    },
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/deliveries/:id/status",
    access: WORK,
    contract: {
      summary: "Records a hand-off of the passport",
      params,
      body: ZDeliveryStatusRequest,
      response: detail,
    },
    handler: async (request) => {
      const actor = actorOf(request);
      await deliveries.setStatus(actor, idOf(request), ZDeliveryStatusRequest.parse(request.body));
      return deliveries.get(actor, idOf(request));
    },
  });
  registerRecordActions(app, "/api/deliveries", "delivery", deliveries, actorOf);
}
