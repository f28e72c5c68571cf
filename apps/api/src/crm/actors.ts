import type { Scope } from "@visadesk/auth/permissions";
import type { SessionUser } from "@visadesk/contracts/auth";

/** Who acts on CRM records, from where and when, and how far their role reaches (`all` or `assigned`). */
export interface CrmActor {
  user: SessionUser;
  userId: string;
  scope: Scope;
  ip: string;
  now: Date;
}

/** The public intake and the demo seeding act as nobody. */
export interface SystemActor {
  user: null;
  userId: null;
  scope: "all";
  ip: string | null;
  now: Date;
}

/**
 * A customer reading their own records on the portal: they see the cases (and deliveries) of the customer records
 * linked to their account, and nothing else.
 */
export interface CustomerActor {
  user: SessionUser;
  userId: string;
  scope: "own";
  /** The customer records linked to this account. */
  customerIds: readonly string[];
  ip: string;
  now: Date;
}

/** Everyone who writes: staff and the system. */
export type AnyActor = CrmActor | SystemActor;

/** Everyone who reads: staff, the system, and a customer on the portal. */
export type Reader = AnyActor | CustomerActor;

/** The username a timeline entry names, or `null` for the system. */
export const actorName = (actor: Reader): string | null => actor.user?.username ?? null;
