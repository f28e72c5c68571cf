import type { SessionUser } from "@visadesk/contracts/auth";
import { eq } from "drizzle-orm";
import type { CustomerActor } from "#crm/actors.ts";
import type { Database } from "#db/client.ts";
import { customers } from "#db/schema.ts";

/** The customer portal's side of the CRM: who the signed-in customer is as a reader. */
export function createPortalService(db: Database) {
  return {
    /**
     * The customer signed in to the portal as a reader: the customer records linked to their account decide what
     * they see (crm/visibility.ts), through the same case and delivery services as staff.
     */
    async actorOf(
      session: { user: SessionUser; userId: string },
      ip: string,
      now: Date,
    ): Promise<CustomerActor> {
      const rows = await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.userId, session.userId));
      return {
        user: session.user,
        userId: session.userId,
        scope: "own",
        customerIds: rows.map((r) => r.id),
        ip,
        now,
      };
    },
  };
}
