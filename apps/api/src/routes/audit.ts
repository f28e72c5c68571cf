import { ZAuditList, ZAuditQuery } from "@visadesk/contracts/audit";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "#routes/contract.ts";

/** `GET /api/audit`: the audit log, newest first, for the admin and the CEO. */
export function registerAuditRoutes(app: FastifyInstance): void {
  const { audit } = app.services;
  defineRoute(app, {
    method: "GET",
    url: "/api/audit",
    access: "audit.read",
    contract: { summary: "The audit trail, newest first", query: ZAuditQuery, response: { 200: ZAuditList } },
    handler: async (request) => ({ events: await audit.list(ZAuditQuery.parse(request.query)) }),
  });
}
