import { ZCaseListQuery } from "@visadesk/contracts/cases";
import { ZCustomerListQuery } from "@visadesk/contracts/customers";
import { ZDealListQuery } from "@visadesk/contracts/deals";
import { ZDeliveryListQuery } from "@visadesk/contracts/deliveries";
import { ZEnquiryListQuery } from "@visadesk/contracts/enquiries";
import { ZLeadListQuery } from "@visadesk/contracts/leads";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { CrmActor } from "#crm/actors.ts";
import { CASE_EXPORT_COLUMNS } from "#crm/cases.ts";
import { CUSTOMER_EXPORT_COLUMNS } from "#crm/customers.ts";
import { DEAL_EXPORT_COLUMNS } from "#crm/deals.ts";
import { DELIVERY_EXPORT_COLUMNS } from "#crm/deliveries.ts";
import { ENQUIRY_EXPORT_COLUMNS } from "#crm/enquiries.ts";
import type { ExportableList } from "#crm/exports.ts";
import { LEAD_EXPORT_COLUMNS } from "#crm/leads.ts";
import type { CrmServices } from "#crm/services.ts";
import { defineRoute } from "#routes/contract.ts";

/**
 * `GET /api/<resource>/export.csv` (admin and CEO): the same filters as the list, every page, audited. Registered
 * before the detail routes' `/:id` only in spirit: Fastify prefers the static path either way.
 */
export function registerExportRoutes(
  app: FastifyInstance,
  services: CrmServices,
  actorOf: (request: FastifyRequest) => CrmActor,
): void {
  function exportOf<Q extends { cursor?: string | undefined; limit: number }>(
    resource: string,
    query: z.ZodType<Q>,
    list: ExportableList<Q>,
    columns: readonly string[],
  ) {
    defineRoute(app, {
      method: "GET",
      url: `/api/${resource}/export.csv`,
      access: "records.export",
      contract: { summary: `The ${resource} list as CSV`, query, response: { 200: "text/csv" } },
      handler: async (request, reply) =>
        services.files.exportCsv(
          reply,
          actorOf(request),
          resource,
          columns,
          list,
          query.parse(request.query),
          request.query as Record<string, unknown>,
        ),
    });
  }
  exportOf("enquiries", ZEnquiryListQuery, services.enquiries.list, ENQUIRY_EXPORT_COLUMNS);
  exportOf("leads", ZLeadListQuery, services.leads.list, LEAD_EXPORT_COLUMNS);
  exportOf("deals", ZDealListQuery, services.deals.list, DEAL_EXPORT_COLUMNS);
  exportOf("customers", ZCustomerListQuery, services.customers.list, CUSTOMER_EXPORT_COLUMNS);
  exportOf("cases", ZCaseListQuery, services.cases.list, CASE_EXPORT_COLUMNS);
  exportOf("deliveries", ZDeliveryListQuery, services.deliveries.list, DELIVERY_EXPORT_COLUMNS);
}
