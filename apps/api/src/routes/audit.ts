import { type AuditList, ZAuditQuery } from "@visadesk/contracts/audit";
import type { FastifyInstance } from "fastify";
import { listAudit } from "#audit/audit.ts";

/** `GET /api/audit`: the audit log, newest first, for the admin and the CEO. */
export function registerAuditRoutes(app: FastifyInstance): void {
  app.get("/api/audit", { config: { access: "audit.read" } }, async (request): Promise<AuditList> => {
    const { limit, before, ...filters } = ZAuditQuery.parse(request.query);
    return { events: await listAudit(app.database.db, limit, before, filters) };
  });
}
