import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerConfig } from "#config.ts";
import { registerCaseRoutes } from "#routes/cases.ts";
import { registerChecklistRoutes } from "#routes/checklist.ts";
import { crmActor } from "#routes/crm-actor.ts";
import { registerCustomerRoutes } from "#routes/customers.ts";
import { registerDashboardRoutes } from "#routes/dashboards.ts";
import { registerDealRoutes } from "#routes/deals.ts";
import { registerDeliveryRoutes } from "#routes/deliveries.ts";
import { registerEnquiryRoutes } from "#routes/enquiries.ts";
import { registerExportRoutes } from "#routes/exports.ts";
import { registerIntakeRoutes } from "#routes/intake.ts";
import { registerLeadRoutes } from "#routes/leads.ts";
import { registerApiDocument } from "#routes/openapi.ts";
import { registerPortalRoutes } from "#routes/portal.ts";
import { registerSearchRoutes } from "#routes/search.ts";

/**
 * The CRM API, one route file per resource over the entities' services (crm/): the public intake, enquiries,
 * leads, deals, customers, cases, deliveries, CSV exports, the customer portal, and `/api/openapi.json`.
 */
export function registerCrmRoutes(app: FastifyInstance, config: ServerConfig): void {
  const services = app.services.crm;
  const actorOf = (request: FastifyRequest) => crmActor(request, config);
  registerIntakeRoutes(app, services, config);
  registerExportRoutes(app, services, actorOf);
  registerEnquiryRoutes(app, services, actorOf);
  registerLeadRoutes(app, services, actorOf);
  registerDealRoutes(app, services, actorOf);
  registerCustomerRoutes(app, services, actorOf);
  registerCaseRoutes(app, services, actorOf);
  registerSearchRoutes(app, services, actorOf);
  registerChecklistRoutes(app, services, actorOf);
  registerDeliveryRoutes(app, services, actorOf);
  registerPortalRoutes(app, services, config);
  registerDashboardRoutes(app, config);
  registerApiDocument(app, config);
}
