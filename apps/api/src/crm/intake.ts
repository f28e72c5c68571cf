import type { PublicEnquiry, PublicEnquiryCreated } from "@visadesk/contracts/intake";
import type { SystemActor } from "#crm/actors.ts";
import { recordEnquiry } from "#crm/enquiries.ts";
import { takeIntakeAllowance } from "#crm/intake-allowance.ts";
import type { Database } from "#db/client.ts";
import { HttpError } from "#lib/errors.ts";

/** The per-IP limit of the public intake: at most `perHour` enquiries an hour from one address. */
export interface IntakeLimits {
  perHour: number;
}

/**
 * The public intake: refuses beyond `limits.perHour` from one IP in the last hour (429; counted by
 * {@link takeIntakeAllowance}, across API instances), keeps an enquiry whose honeypot is filled as spam without a
 * lead, and answers only after the transaction committed.
 */
export async function takeEnquiry(
  db: Database,
  actor: SystemActor,
  input: PublicEnquiry,
  limits: IntakeLimits,
): Promise<PublicEnquiryCreated> {
  const ip = actor.ip ?? "unknown";
  const allowance = await takeIntakeAllowance(db, ip, actor.now, limits.perHour);
  if (!allowance) {
    throw new HttpError(
      429,
      "rate_limited",
      "Too many enquiries from your connection; please try again in an hour or call us",
    );
  }
  try {
    return await storeEnquiry(db, actor, input);
  } catch (error) {
    // Not stored: the enquiry does not count against the address.
    await allowance.release();
    throw error;
  }
}

/** Records the enquiry (a filled honeypot keeps it as spam, without a lead) and answers once committed. */
async function storeEnquiry(
  db: Database,
  actor: SystemActor,
  input: PublicEnquiry,
): Promise<PublicEnquiryCreated> {
  return db.transaction(async (tx) => {
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
