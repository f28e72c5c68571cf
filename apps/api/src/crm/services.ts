import { createCaseService } from "#crm/cases.ts";
import { createCustomerService } from "#crm/customers.ts";
import { createDealService } from "#crm/deals.ts";
import { createDeliveryService } from "#crm/deliveries.ts";
import { createEnquiryService } from "#crm/enquiries.ts";
import { createRecordFileService } from "#crm/exports.ts";
import { takeEnquiry } from "#crm/intake.ts";
import { createLeadService } from "#crm/leads.ts";
import { createPortalService } from "#crm/portal.ts";
import { createSearchService } from "#crm/search.ts";
import type { Database } from "#db/client.ts";

/** Every CRM service on one database, built once per server for its routes. */
export function createCrmServices(db: Database) {
  const lists = {
    enquiries: createEnquiryService(db),
    leads: createLeadService(db),
    deals: createDealService(db),
    customers: createCustomerService(db),
    cases: createCaseService(db),
  };
  return {
    intake: {
      take: (...args: Parameters<typeof takeEnquiry> extends [Database, ...infer Rest] ? Rest : never) =>
        takeEnquiry(db, ...args),
    },
    ...lists,
    search: createSearchService(db, {
      leads: lists.leads.list.partOf,
      enquiries: lists.enquiries.list.partOf,
      deals: lists.deals.list.partOf,
      customers: lists.customers.list.partOf,
      cases: lists.cases.searchPart,
    }),
    deliveries: createDeliveryService(db),
    portal: createPortalService(db),
    files: createRecordFileService(db),
  };
}

export type CrmServices = ReturnType<typeof createCrmServices>;
