import type { PublicEnquiry, PublicEnquiryCreated } from "@visadesk/contracts/intake";
import { and, eq, gt, sql } from "drizzle-orm";
import type { SystemActor } from "#crm/actors.ts";
import { recordEnquiry } from "#crm/enquiries.ts";
import type { Database } from "#db/client.ts";
import { enquiries } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";

/** The per-IP limit of the public intake: at most `perHour` enquiries an hour from one address. */
export interface IntakeLimits {
  perHour: number;
}

/**
 * The public intake: refuses beyond `limits.perHour` from one IP (429), keeps an enquiry whose honeypot is filled
 * as spam without a lead, and answers only after the transaction committed.
 */
export async function takeEnquiry(
  db: Database,
  actor: SystemActor,
  input: PublicEnquiry,
  limits: IntakeLimits,
): Promise<PublicEnquiryCreated> {
  const ip = actor.ip ?? "unknown";
  return db.transaction(async (tx) => {
    // One address at a time, so concurrent requests from it cannot all slip under the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`intake:${ip}`}))`);
    const since = new Date(actor.now.getTime() - 3_600_000);
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(enquiries)
      .where(and(eq(enquiries.ip, ip), gt(enquiries.createdAt, since)));
    if ((counted?.n ?? 0) >= limits.perHour) {
      throw new HttpError(
        429,
        "rate_limited",
        "Too many enquiries from your connection; please try again in an hour or call us",
      );
    }
    const honeypot = (input as Record<string, unknown>).website;
    const row = await recordEnquiry(tx, actor, {
      channel: input.channel,
      name: input.name,
      phone: input.phone,
      email: input.email ?? null,
      destinationCountry: input.destinationCountry,
      visaType: input.visaType,
      message: input.message ?? null,
      priorRefusal: input.priorRefusal,
      refusalDetails: input.priorRefusal ? (input.refusalDetails ?? null) : null,
      city: input.city ?? null,
      consent: input.consent,
      attribution: { ...input.attribution },
      language: input.language,
      spam: typeof honeypot === "string" && honeypot.trim() !== "",
      assigneeId: null,
    });
    return { reference: row.reference };
  });
}
