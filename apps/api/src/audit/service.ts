import type { AuditEvent, AuditQuery } from "@visadesk/contracts/audit";
import type { ClientErrorQuery, ClientErrorReport } from "@visadesk/contracts/client-errors";
import { type AuditEntry, listAudit, recordAudit } from "#audit/audit.ts";
import { listClientErrors, storeClientError } from "#audit/client-errors.ts";
import type { Database } from "#db/client.ts";

/**
 * The audit log: what the access checks record, and what the admin and the CEO read. Built once by `createServices`
 * (decision 047).
 */
export function createAuditService(db: Database) {
  return {
    /**
     * Appends one event at `at`, on its own (a refused request, say); a service audits its writes inside their
     * transaction instead.
     */
    record: (at: Date, entry: AuditEntry): Promise<void> => recordAudit(db, at, entry),
    /** The newest events the query asks for, older than its `before` when given, narrowed by its filters. */
    list: ({ limit, before, ...filters }: AuditQuery): Promise<AuditEvent[]> =>
      listAudit(db, limit, before, filters),
  };
}

/**
 * The render errors the apps report: stored at most `perHour` per address (the configuration's public limit), and
 * listed for the admin and the CEO. Built once by `createServices` (decision 047).
 */
export function createClientErrorService(db: Database, perHour: number) {
  return {
    /** Stores a report unless its address is over the hourly limit; true when it was stored. */
    store: (report: ClientErrorReport, from: { ip: string; now: Date }) =>
      storeClientError(db, report, { ...from, perHour }),
    /** The newest stored reports. */
    list: (query: ClientErrorQuery) => listClientErrors(db, query),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
export type ClientErrorService = ReturnType<typeof createClientErrorService>;
