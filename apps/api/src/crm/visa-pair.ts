import { SCHENGEN_PAIR_MESSAGE, SCHENGEN_PAIR_RULE } from "@visadesk/contracts/crm";
import { HttpError } from "#lib/errors.ts";

/** A record's destination and visa type, as stored or as a request changes them (`undefined`: left as it is). */
interface VisaPair {
  destinationCountry?: string | null;
  visaType?: string | null;
}

/**
 * Refuses, with a 400 naming the visa type, a destination and visa type that cannot go together as the record will
 * stand: a request may change one of the two alone, and the contract sees only what was sent, so the other side is
 * the stored one (docs/decisions/029-case-rules-and-schengen.md).
 */
export function checkVisaPairAsItWillStand(stored: VisaPair, changes: VisaPair): void {
  const pair = {
    destinationCountry:
      changes.destinationCountry === undefined ? stored.destinationCountry : changes.destinationCountry,
    visaType: changes.visaType === undefined ? stored.visaType : changes.visaType,
  };
  if (!SCHENGEN_PAIR_RULE.check(pair)) {
    throw new HttpError(400, "bad_request", `visaType: ${SCHENGEN_PAIR_MESSAGE}`, {
      visaType: SCHENGEN_PAIR_MESSAGE,
    });
  }
}
