import { ZIdParams } from "@visadesk/contracts/crm";
import {
  ZCreateCustomerRequest,
  ZCustomer,
  ZCustomerList,
  ZCustomerListQuery,
  ZCustomerStatusRequest,
  ZUpdateCustomerRequest,
} from "@visadesk/contracts/customers";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CrmActor } from "#crm/actors.ts";
import type { CrmServices } from "#crm/services.ts";
import { defineRoute } from "#routes/contract.ts";
import { idOf, WORK } from "#routes/crm-actor.ts";
import { registerRecordActions } from "#routes/record-actions.ts";

/** `/api/customers`: clients who bought; archiving is for admin and CEO. */
export function registerCustomerRoutes(
  app: FastifyInstance,
  { customers }: CrmServices,
  actorOf: (request: FastifyRequest) => CrmActor,
): void {
  const params = ZIdParams;
  defineRoute(app, {
    method: "GET",
    url: "/api/customers",
    access: WORK,
    contract: { summary: "A page of customers", query: ZCustomerListQuery, response: { 200: ZCustomerList } },
    handler: async (request) => customers.list(actorOf(request), ZCustomerListQuery.parse(request.query)),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/customers/:id",
    access: WORK,
    contract: { summary: "One customer in detail", params, response: { 200: ZCustomer } },
    handler: async (request) => customers.get(actorOf(request), idOf(request)),
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/customers",
    access: WORK,
    contract: { summary: "Creates a customer", body: ZCreateCustomerRequest, response: { 201: ZCustomer } },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const id = await customers.create(actor, ZCreateCustomerRequest.parse(request.body));
      return reply.status(201).send(await customers.get(actor, id));
    },
  });
  defineRoute(app, {
    method: "PATCH",
    url: "/api/customers/:id",
    access: WORK,
    contract: {
      summary: "Edits a customer",
      params,
      body: ZUpdateCustomerRequest,
      response: { 200: ZCustomer },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      await customers.update(actor, idOf(request), ZUpdateCustomerRequest.parse(request.body));
      return customers.get(actor, idOf(request));
    },
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/customers/:id/status",
    access: "records.delete",
    contract: {
      summary: "Archives or restores a customer",
      params,
      body: ZCustomerStatusRequest,
      response: { 200: ZCustomer },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const body = ZCustomerStatusRequest.parse(request.body);
      await customers.setStatus(actor, idOf(request), body.status, body.note, body.expectedVersion);
      return customers.get(actor, idOf(request));
    },
  });
  registerRecordActions(app, "/api/customers", "customer", customers, actorOf);
}
