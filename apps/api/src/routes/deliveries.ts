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
import { WORK } from "#routes/crm-actor.ts";
import { registerRecordRoutes } from "#routes/worked-record-routes.ts";

/** `/api/deliveries`: handing the passport back, one custody hand-off at a time. */
export function registerDeliveryRoutes(
  app: FastifyInstance,
  { deliveries }: CrmServices,
  actorOf: (request: FastifyRequest) => CrmActor,
): void {
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
  registerRecordRoutes(app, {
    kind: "deliveries",
    summaries: {
      list: "A page of deliveries",
      detail: "One delivery with its custody trail",
      create: "Opens the delivery of an approved case",
      edit: "Edits a delivery's method or courier",
      status: "Records a hand-off of the passport",
      assign: "Assigns a delivery",
      note: "Adds a note, call or message to a delivery (shown to the customer when marked)",
    },
    service: deliveries,
    schemas: {
      list: ZDeliveryListQuery,
      page: ZDeliveryList,
      detail: ZDelivery,
      create: ZCreateDeliveryRequest,
      edit: ZUpdateDeliveryRequest,
      status: ZDeliveryStatusRequest,
    },
    actorOf,
  });
}
