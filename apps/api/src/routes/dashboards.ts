import { can } from "@visadesk/auth/permissions";
import {
  ZAnalyticsDashboard,
  ZDashboardRangeQuery,
  ZInvestorDashboard,
  ZMyDay,
  ZOverviewDashboard,
  ZStaffDashboard,
  ZWorkflowDashboard,
} from "@visadesk/contracts/dashboards";
import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "#config.ts";
import { defineRoute } from "#routes/contract.ts";
import { crmActor, WORK } from "#routes/crm-actor.ts";

const MANAGEMENT = "dashboards.management" as const;

/**
 * The dashboards' aggregates: the four management pages (admin and CEO) and the investors' page (investors and the
 * CEO), each one figure set computed by the database; the role table of docs/behaviours/crm.md#roles decides who reads
 * which.
 */
export function registerDashboardRoutes(app: FastifyInstance, config: ServerConfig): void {
  const { dashboards } = app.services;
  defineRoute(app, {
    method: "GET",
    url: "/api/my-day",
    access: WORK,
    contract: {
      summary:
        "My day: documents clients uploaded to my cases, my cases' coming deadlines and dates, and (admin, CEO) the open work nobody has",
      response: { 200: ZMyDay },
    },
    handler: async (request) => {
      const actor = crmActor(request, config);
      return dashboards.myDay(actor.userId, can(actor.user, MANAGEMENT), actor.now);
    },
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/dashboards/workflow",
    access: MANAGEMENT,
    contract: {
      summary:
        "The pipeline: funnel over a range, records by state, stuck records, deadlines, custody, follow-ups",
      query: ZDashboardRangeQuery,
      response: { 200: ZWorkflowDashboard },
    },
    handler: async (request) => dashboards.workflow(ZDashboardRangeQuery.parse(request.query), config.now()),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/dashboards/overview",
    access: MANAGEMENT,
    contract: {
      summary:
        "The 360 dashboard: new enquiries, revenue against last month and last year, approvals, risks, workload",
      response: { 200: ZOverviewDashboard },
    },
    handler: async () => dashboards.overview(config.now()),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/dashboards/analytics",
    access: MANAGEMENT,
    contract: {
      summary: "From ad source, campaign and keyword to enquiries, leads, won revenue and approved visas",
      query: ZDashboardRangeQuery,
      response: { 200: ZAnalyticsDashboard },
    },
    handler: async (request) => dashboards.analytics(ZDashboardRangeQuery.parse(request.query), config.now()),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/dashboards/staff",
    access: MANAGEMENT,
    contract: {
      summary:
        "Per staff member: enquiries, first-contact time, conversion, revenue, cases and overdue follow-ups",
      query: ZDashboardRangeQuery,
      response: { 200: ZStaffDashboard },
    },
    handler: async (request) => dashboards.staff(ZDashboardRangeQuery.parse(request.query), config.now()),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/dashboards/investor",
    access: "dashboards.investor",
    contract: {
      summary:
        "Aggregates for investors: revenue and growth, cases, approval and appeal rates, clients by destination",
      response: { 200: ZInvestorDashboard },
    },
    handler: async () => dashboards.investor(config.now()),
  });
}
