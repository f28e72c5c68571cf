import { recordAudit } from "#audit/audit.ts";
import type { CrmActor } from "#crm/actors.ts";
import { localDay } from "#crm/calendar.ts";
import { importLeads } from "#crm/lead-import.ts";
import type { RecordExport } from "#crm/record-export.ts";
import type { Database } from "#db/client.ts";

/** A CSV file to send: its name, its header and its records' cells, read batch by batch as the sender takes them. */
export interface ExportFile {
  name: string;
  header: readonly string[];
  records: AsyncGenerator<unknown[][]>;
}

/** CSV exports (audited) and the leads import (audited in its own transaction), over the entities' lists and checks. */
export function createRecordFileService(db: Database) {
  return {
    /**
     * Every record of `source` that the actor may see and the query keeps, as a CSV file whose records are read as the
     * route streams them (decision 048); the export is audited before its first record is read.
     */
    async exportCsv<Q>(
      actor: CrmActor,
      resource: string,
      source: RecordExport<Q>,
      query: Q,
      rawQuery: Record<string, unknown>,
    ): Promise<ExportFile> {
      await recordAudit(db, actor.now, {
        action: "record.export",
        actor: actor.user.username,
        target: resource,
        ip: actor.ip,
        details: { query: rawQuery },
      });
      return {
        name: `${resource}-${localDay(actor.now)}.csv`,
        header: source.header,
        records: source.records(actor, query),
      };
    },

    /** Imports leads from a CSV body: all rows and their audit entry, or nothing. */
    importLeads: (actor: CrmActor, body: unknown) => importLeads(db, actor, body),
  };
}
