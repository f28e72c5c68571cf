import { ZCaseListQuery } from "@visadesk/contracts/cases";
import { ZCustomerListQuery } from "@visadesk/contracts/customers";
import { ZDealListQuery } from "@visadesk/contracts/deals";
import { ZDeliveryListQuery } from "@visadesk/contracts/deliveries";
import { ZEnquiryListQuery } from "@visadesk/contracts/enquiries";
import { ZLeadListQuery } from "@visadesk/contracts/leads";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { CrmActor } from "#crm/actors.ts";
import type { RecordExport } from "#crm/record-export.ts";
import type { CrmServices } from "#crm/services.ts";
import { defineRoute } from "#routes/contract.ts";
import { sendCsv } from "#routes/csv-download.ts";

/**
 * `GET /api/<resource>/export.csv` (admin and CEO): the same filters as the list, every record, audited, streamed a
 * batch at a time (decision 048). Registered before the detail routes' `/:id` only in spirit: Fastify prefers the
 * static path either way.
 */
export function registerExportRoutes(
  app: FastifyInstance,
  services: CrmServices,
  actorOf: (request: FastifyRequest) => CrmActor,
): void {
  function exportOf<Q>(resource: string, query: z.ZodType<Q>, source: RecordExport<Q>) {
    defineRoute(app, {
      method: "GET",
      url: `/api/${resource}/export.csv`,
      access: "records.export",
      contract: { summary: `The ${resource} list as CSV`, query, response: { 200: "text/csv" } },
      handler: async (request, reply) => {
        const file = await services.files.exportCsv(
          actorOf(request),
          resource,
          source,
          query.parse(request.query),
          request.query as Record<string, unknown>,
        );
        return sendCsv(reply, file);
      },
    });
  }
  exportOf("enquiries", ZEnquiryListQuery, services.enquiries.export);
  exportOf("leads", ZLeadListQuery, services.leads.export);
  exportOf("deals", ZDealListQuery, services.deals.export);
  exportOf("customers", ZCustomerListQuery, services.customers.export);
  exportOf("cases", ZCaseListQuery, services.cases.export);
  exportOf("deliveries", ZDeliveryListQuery, services.deliveries.export);
}
