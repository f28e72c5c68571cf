import {
  ZCreateEnquiryRequest,
  ZEnquiry,
  ZEnquiryList,
  ZEnquiryListQuery,
  ZEnquiryStatusRequest,
  ZUpdateEnquiryRequest,
} from "@visadesk/contracts/enquiries";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CrmActor } from "#crm/actors.ts";
import type { CrmServices } from "#crm/services.ts";
import { registerRecordRoutes } from "#routes/worked-record-routes.ts";

/** `/api/enquiries`: the enquiries staff work. */
export function registerEnquiryRoutes(
  app: FastifyInstance,
  services: CrmServices,
  actorOf: (request: FastifyRequest) => CrmActor,
): void {
  registerRecordRoutes(app, {
    kind: "enquiries",
    summaries: {
      list: "A page of enquiries",
      detail: "One enquiry in detail",
      create: "Records an enquiry staff took (a call, a walk-in, a message)",
      edit: "Edits an enquiry",
      status: "Moves an enquiry to another status",
      assign: "Assigns an enquiry (and, unless told otherwise, its lead)",
      note: "Adds a note, call or message to an enquiry",
    },
    service: services.enquiries,
    schemas: {
      list: ZEnquiryListQuery,
      page: ZEnquiryList,
      detail: ZEnquiry,
      create: ZCreateEnquiryRequest,
      edit: ZUpdateEnquiryRequest,
      status: ZEnquiryStatusRequest,
    },
    actorOf,
  });
}
