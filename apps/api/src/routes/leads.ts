import { ZIdParams } from "@visadesk/contracts/crm";
import {
  ZConvertLeadRequest,
  ZConvertLeadResult,
  ZCreateLeadRequest,
  ZLead,
  ZLeadImportRequest,
  ZLeadImportResult,
  ZLeadList,
  ZLeadListQuery,
  ZLeadStatusRequest,
  ZUpdateLeadRequest,
} from "@visadesk/contracts/leads";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CrmActor } from "#crm/actors.ts";
import type { CrmServices } from "#crm/services.ts";
import { defineRoute } from "#routes/contract.ts";
import { idOf, WORK } from "#routes/crm-actor.ts";
import { registerRecordRoutes } from "#routes/worked-record-routes.ts";

/** `/api/leads`: the leads staff work, their conversion into a deal, and the CSV import. */
export function registerLeadRoutes(
  app: FastifyInstance,
  services: CrmServices,
  actorOf: (request: FastifyRequest) => CrmActor,
): void {
  defineRoute(app, {
    method: "POST",
    url: "/api/leads/import",
    access: "records.import",
    bodyLimit: 6 * 1024 * 1024,
    contract: {
      summary: "Imports leads from CSV (all rows or none)",
      body: ZLeadImportRequest,
      response: { 201: ZLeadImportResult },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await services.files.importLeads(actorOf(request), request.body)),
  });
  registerRecordRoutes(app, {
    kind: "leads",
    summaries: {
      list: "A page of leads",
      detail: "One lead in detail",
      create: "Creates a lead",
      edit: "Edits a lead",
      status: "Moves a lead to another status",
      assign: "Assigns a lead (and, unless told otherwise, its enquiries still being worked)",
      note: "Adds a note, call or message to a lead",
    },
    service: services.leads,
    schemas: {
      list: ZLeadListQuery,
      page: ZLeadList,
      detail: ZLead,
      create: ZCreateLeadRequest,
      edit: ZUpdateLeadRequest,
      status: ZLeadStatusRequest,
    },
    actorOf,
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/leads/:id/convert",
    access: WORK,
    contract: {
      summary: "Converts a qualified lead and opens its deal",
      params: ZIdParams,
      body: ZConvertLeadRequest,
      response: { 201: ZConvertLeadResult },
    },
    handler: async (request, reply) => {
      const body = ZConvertLeadRequest.parse(request.body);
      return reply.status(201).send(await services.leads.convert(actorOf(request), idOf(request), body));
    },
  });
}
