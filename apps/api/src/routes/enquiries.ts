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
import { registerWorkedRecordRoutes } from "#routes/worked-record-routes.ts";

/** `/api/enquiries`: the enquiries staff work. */
export function registerEnquiryRoutes(
  app: FastifyInstance,
  services: CrmServices,
  actorOf: (request: FastifyRequest) => CrmActor,
): void {
  registerWorkedRecordRoutes(app, {
    path: "/api/enquiries",
    noun: "enquiry",
    service: services.enquiries,
    schemas: {
      list: ZEnquiryListQuery,
      create: ZCreateEnquiryRequest,
      update: ZUpdateEnquiryRequest,
      status: ZEnquiryStatusRequest,
      page: ZEnquiryList,
      detail: ZEnquiry,
    },
    actorOf,
  });
}
