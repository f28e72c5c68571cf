import type { PublicEnquiry, PublicEnquiryCreated } from "@visadesk/contracts/intake";
import type { SystemActor } from "#crm/actors.ts";
import { countIntake } from "#crm/intake-allowance.ts";
import { recordEnquiry } from "#crm/record-enquiry.ts";
import type { Database } from "#db/client.ts";
import { HttpError } from "#lib/errors.ts";

/** How the public intake treats one address (decision 032). */
export interface IntakeLimits {
  /** Beyond this many enquiries in the last hour from one address, the rest are kept and marked for review. */
  perHour: number;
  /** The flood ceiling: beyond this many in a clock minute, the address is asked to wait for the next minute. */
  perMinute: number;
}

/** The intake's answer to a flood: the form waits `retryAfterSeconds` and sends again (decision 032). */
export class IntakeSlowDownError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      "slow_down",
      `Many enquiries are arriving from your connection; please send again in ${retryAfterSeconds} seconds`,
      undefined,
      { retryAfterSeconds },
    );
  }
}

/**
 * The public intake. It refuses no well-formed enquiry for coming from a busy address (many people share one behind
 * a mobile carrier's or an office's address): it keeps every one, its lead found by phone or email as staff's are
 * ({@link recordEnquiry}), marks those beyond `limits.perHour` from one address in the last hour for staff to review,
 * and keeps an enquiry whose honeypot is filled as spam without a lead. Only a flood beyond `limits.perMinute` in a
 * minute is slowed ({@link IntakeSlowDownError}; the form sends again when told). Answers only after the enquiry is
 * committed. Two statements: the count ({@link countIntake}, across API instances), then the enquiry's whole write.
 */
export async function takeEnquiry(
  db: Database,
  actor: SystemActor,
  input: PublicEnquiry,
  limits: IntakeLimits,
): Promise<PublicEnquiryCreated> {
  const ip = actor.ip ?? "unknown";
  const counted = await countIntake(db, ip, actor.now, { perMinute: limits.perMinute });
  if ("retryAfterSeconds" in counted) throw new IntakeSlowDownError(counted.retryAfterSeconds);
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
      reviewReason: counted.lastHour > limits.perHour ? "busy_connection" : null,
      assigneeId: null,
    });
    return { reference };
  } catch (error) {
    // Not stored: the enquiry does not count against the address.
    await counted.release();
    throw error;
  }
}
