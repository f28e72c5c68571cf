import type { PublicEnquiry, PublicEnquiryCreated } from "@visadesk/contracts/intake";
import type { SystemActor } from "#crm/actors.ts";
import { takeIntakeAllowance } from "#crm/intake-allowance.ts";
import { recordEnquiry } from "#crm/record-enquiry.ts";
import type { Database } from "#db/client.ts";
import { HttpError } from "#lib/errors.ts";

/** The per-IP limit of the public intake: at most `perHour` enquiries an hour from one address. */
export interface IntakeLimits {
  perHour: number;
}

/**
 * The public intake: refuses beyond `limits.perHour` from one IP in the last hour (429; counted by
 * {@link takeIntakeAllowance}, across API instances), keeps an enquiry whose honeypot is filled as spam without a
 * lead, and answers only after it is committed. Two statements: the allowance, then the enquiry's whole write
 * ({@link recordEnquiry}, its own transaction).
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
  const honeypot = (input as Record<string, unknown>).website;
  try {
    const { reference } = await recordEnquiry(db, actor, {
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
    return { reference };
  } catch (error) {
    // Not stored: the enquiry does not count against the address.
    await allowance.release();
    throw error;
  }
}
