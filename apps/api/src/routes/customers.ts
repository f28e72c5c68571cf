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
import { registerRecordRoutes } from "#routes/worked-record-routes.ts";

/** `/api/customers`: clients who bought; archiving is for admin and CEO. */
export function registerCustomerRoutes(
  app: FastifyInstance,
  { customers }: CrmServices,
  actorOf: (request: FastifyRequest) => CrmActor,
): void {
  registerRecordRoutes(app, {
    kind: "customers",
    summaries: {
      list: "A page of customers",
      detail: "One customer in detail",
      create: "Creates a customer",
      edit: "Edits a customer",
      status: "Archives or restores a customer",
      assign: "Assigns a customer",
      note: "Adds a note, call or message to a customer",
    },
    service: customers,
    schemas: {
      list: ZCustomerListQuery,
      page: ZCustomerList,
      detail: ZCustomer,
      create: ZCreateCustomerRequest,
      edit: ZUpdateCustomerRequest,
      status: ZCustomerStatusRequest,
    },
    statusAccess: "records.delete",
    actorOf,
  });
}
