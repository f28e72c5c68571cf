import type { ClientErrorList, ClientErrorQuery, ClientErrorReport } from "@visadesk/contracts/client-errors";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { clientErrors, rateEvents } from "#db/schema.ts";

/** The per-address window the report limit counts over. */
const WINDOW_MS = 3_600_000;

/** Where a report came from and how many one address may store per hour. */
export interface ClientErrorIntake {
  ip: string;
  now: Date;
  perHour: number;
}

/**
 * Stores one render error the apps caught, unless its address already sent `perHour` in the last hour; either way
 * the caller answers the same, so a visitor never learns about the limit. True when it was stored.
 */
export async function storeClientError(
  db: Database,
  report: ClientErrorReport,
  { ip, now, perHour }: ClientErrorIntake,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One address at a time, so concurrent reports from it cannot all slip under the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`client-errors:${ip}`}))`);
    const since = new Date(now.getTime() - WINDOW_MS);
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(rateEvents)
      .where(and(eq(rateEvents.bucket, "client-errors"), eq(rateEvents.key, ip), gt(rateEvents.at, since)));
    if ((counted?.n ?? 0) >= perHour) return false;
    await tx.insert(rateEvents).values({ bucket: "client-errors", key: ip, at: now });
    await tx.delete(rateEvents).where(and(eq(rateEvents.bucket, "client-errors"), lt(rateEvents.at, since)));
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
    return true;
  });
}

/** The newest stored reports, older than report `before` when given. */
export async function listClientErrors(db: Database, query: ClientErrorQuery): Promise<ClientErrorList> {
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
}
