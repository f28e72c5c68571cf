import { inArray, type SQL, sql } from "drizzle-orm";
import type { AnyActor, Reader } from "#crm/actors.ts";
import { cases, deliveries } from "#db/schema.ts";

/** What the visibility rule looks at: who the record is assigned to and, for the portal, whose it is. */
export interface Owned {
  assigneeId: string | null;
  /** The customer the record belongs to (cases, deliveries, customers); absent for records before a sale. */
  customerId?: string | null;
}

/**
 * The one visibility rule, for every reader: `all` sees everything; staff (`assigned`) see unassigned records and
 * their own; a customer (`own`) sees only the records of the customer records linked to their account. Lists apply
 * the same rule in SQL (`listScope` below and crm/list/).
 */
export function canSee(reader: Reader, record: Owned): boolean {
  if (reader.scope === "all") return true;
  if (reader.scope === "assigned") return record.assigneeId === null || record.assigneeId === reader.userId;
  if (!("customerIds" in reader)) return false;
  return record.customerId != null && reader.customerIds.includes(record.customerId);
}

/** Lists whose rows a customer may read on the portal. */
export type PortalList = "cases" | "deliveries";

/**
 * How a list applies `canSee` for `reader`: staff and the system pass through (crm/list/ applies the assignee rule
 * in SQL); a customer lists as nobody in particular, narrowed to the rows of their own customer records.
 */
export function listScope(reader: Reader, list: PortalList): { actor: AnyActor; extra?: SQL } {
  if (reader.scope !== "own" || !("customerIds" in reader)) return { actor: reader as AnyActor };
  const actor: AnyActor = { user: null, userId: null, scope: "all", ip: reader.ip, now: reader.now };
  if (reader.customerIds.length === 0) return { actor, extra: sql`false` };
  const own = inArray(cases.customerId, [...reader.customerIds]);
  const extra =
    list === "cases" ? own : sql`${deliveries.caseId} in (select ${cases.id} from ${cases} where ${own})`;
  return { actor, extra };
}
