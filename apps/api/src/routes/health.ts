import type { Health } from "@visadesk/contracts/health";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "#db/client.ts";

/** `GET /api/health`: answers only after a real round trip to the database. */
export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle, version: string): void {
  app.get("/api/health", { config: { access: "public" } }, async (): Promise<Health> => {
    await database.db.execute(sql`select 1`);
    return { status: "ok", database: database.kind, version };
  });
}
