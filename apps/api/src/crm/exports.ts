import type { FastifyReply } from "fastify";
import { recordAudit } from "#audit/audit.ts";
import type { CrmActor } from "#crm/actors.ts";
import { allPages, importLeads, sendCsv } from "#crm/import-export.ts";
import type { Database } from "#db/client.ts";

/** A list that an export walks page by page. */
export type ExportableList<Q> = (
  actor: CrmActor,
  query: Q,
) => Promise<{ items: object[]; nextCursor: string | null }>;

/** CSV exports (audited) and the leads import (audited), over the entities' own lists and checks. */
export function createRecordFileService(db: Database) {
  return {
    /** Streams every record of `list` that the actor may see and the query keeps, as CSV; the export is audited. */
    async exportCsv<Q extends { cursor?: string | undefined; limit: number }>(
      reply: FastifyReply,
      actor: CrmActor,
      resource: string,
      columns: readonly string[],
      list: ExportableList<Q>,
      query: Q,
      rawQuery: Record<string, unknown>,
    ): Promise<FastifyReply> {
      await recordAudit(db, actor.now, {
        action: "record.export",
        actor: actor.user.username,
        target: resource,
        ip: actor.ip,
        details: { query: rawQuery },
      });
      const pages = allPages((q: Q) => list(actor, q), query) as AsyncGenerator<Record<string, unknown>[]>;
      return sendCsv(reply, resource, columns, pages, actor.now);
    },

    /** Imports leads from a CSV body (all rows or none) and audits how many. */
    async importLeads(actor: CrmActor, body: unknown) {
      const result = await importLeads(db, actor, body);
      await recordAudit(db, actor.now, {
        action: "record.import",
        actor: actor.user.username,
        target: "leads",
        ip: actor.ip,
        details: { imported: result.imported },
      });
      return result;
    },
  };
}
