import {
  type ClientErrorList,
  ZClientErrorQuery,
  ZClientErrorReport,
} from "@visadesk/contracts/client-errors";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { DEFAULT_LIMITS, type ServerConfig } from "#config.ts";
import { clientErrors, rateEvents } from "#db/schema.ts";

const WINDOW_MS = 3_600_000;

/**
 * `POST /api/client-errors` (public): stores a render error the apps caught, answering 202 whether it was stored or
 * dropped by the per-IP limit (the site redirects silently either way). `GET /api/client-errors`: admin and CEO.
 */
export function registerClientErrorRoutes(app: FastifyInstance, config: ServerConfig): void {
  const db = app.database.db;
  const perHour = (config.limits ?? DEFAULT_LIMITS).clientErrorsPerHour;

  app.post(
    "/api/client-errors",
    { config: { access: "public" }, bodyLimit: 32 * 1024 },
    async (request, reply) => {
      const report = ZClientErrorReport.parse(request.body);
      const now = config.now();
      const ip = request.ip;
      await db.transaction(async (tx) => {
        // One address at a time, so concurrent reports from it cannot all slip under the limit.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`client-errors:${ip}`}))`);
        const since = new Date(now.getTime() - WINDOW_MS);
        const [counted] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(rateEvents)
          .where(
            and(eq(rateEvents.bucket, "client-errors"), eq(rateEvents.key, ip), gt(rateEvents.at, since)),
          );
        if ((counted?.n ?? 0) >= perHour) return;
        await tx.insert(rateEvents).values({ bucket: "client-errors", key: ip, at: now });
        await tx
          .delete(rateEvents)
          .where(and(eq(rateEvents.bucket, "client-errors"), lt(rateEvents.at, since)));
        await tx.insert(clientErrors).values({
          receivedAt: now,
          ip,
          app: report.app,
          name: report.name,
          message: report.message,
          stack: report.stack ?? null,
          componentStack: report.componentStack ?? null,
          path: report.path,
          occurredAt: new Date(report.occurredAt),
          userAgent: report.userAgent ?? null,
        });
      });
      return reply.status(202).send({ accepted: true });
    },
  );

  app.get(
    "/api/client-errors",
    { config: { access: "audit.read" } },
    async (request): Promise<ClientErrorList> => {
      const query = ZClientErrorQuery.parse(request.query);
      const rows = await db
        .select()
        .from(clientErrors)
        .where(query.before === undefined ? undefined : lt(clientErrors.id, query.before))
        .orderBy(desc(clientErrors.id))
        .limit(query.limit);
      return {
        items: rows.map((row) => ({
          id: row.id,
          receivedAt: row.receivedAt.toISOString(),
          app: row.app as "marketing" | "crm",
          name: row.name,
          message: row.message,
          path: row.path,
          occurredAt: row.occurredAt.toISOString(),
          ...(row.stack !== null ? { stack: row.stack } : {}),
          ...(row.componentStack !== null ? { componentStack: row.componentStack } : {}),
          ...(row.userAgent !== null ? { userAgent: row.userAgent } : {}),
        })),
      };
    },
  );
}
