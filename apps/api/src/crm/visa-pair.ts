import { SCHENGEN_PAIR_MESSAGE, SCHENGEN_PAIR_RULE } from "@visadesk/contracts/crm";
import { HttpError } from "#lib/errors.ts";

/** A record's destination and visa type, as stored or as a request writes them (`undefined`: left as it is). */
interface VisaPair {
  destinationCountry?: string | null;
  visaType?: string | null;
}

/**
 * Refuses, with a 400 naming the visa type, a destination and visa type that cannot go together as the record will
 * stand (docs/decisions/029-case-rules-and-schengen.md). A request may write one of the two alone, which its contract
 * cannot judge, so the other is the stored one. A request that writes neither is not checked: a record kept from
 * before the rule can still have its other fields corrected.
 */
export function checkVisaPairAsItWillStand(stored: VisaPair, written: VisaPair): void {
  if (written.destinationCountry === undefined && written.visaType === undefined) return;
  const pair = {
    destinationCountry:
      written.destinationCountry === undefined ? stored.destinationCountry : written.destinationCountry,
    visaType: written.visaType === undefined ? stored.visaType : written.visaType,
  };
  if (!SCHENGEN_PAIR_RULE.check(pair)) {
    throw new HttpError(400, "bad_request", `Visa type: ${SCHENGEN_PAIR_MESSAGE}`, {
      visaType: SCHENGEN_PAIR_MESSAGE,
    });
  }
}
