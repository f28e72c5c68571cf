import { LOCATIONS_HI } from "@visadesk/content/i18n/hindi";
import type { LocationCopy, LocationId } from "@visadesk/content/locations";
import { matcherWithDevanagari } from "#vocabulary.ts";
import {
  countryEntriesHi,
  HIGH_URGENCY_WORDS_HI,
  JOB_OR_PR_WORDS_HI,
  locationEntriesHi,
  MEDIUM_URGENCY_WORDS_HI,
  REJECTION_WORDS_HI,
  SERVICE_WORDS_HI,
} from "#vocabulary-hi.ts";

// Everything the parser and the hero need for Hindi beyond the Latin script: the Devanagari vocabulary, the Hindi hero
// and the Hindi city texts. Its own chunk, imported by hindi-support.ts only when a page needs it.

export { buildHindiHero, DEFAULT_HERO_HI } from "#hero-hi.ts";

/** Every list, English, Hinglish and Devanagari, in one trie. */
export const LANDING_MATCHER = matcherWithDevanagari({
  countries: countryEntriesHi(),
  locations: locationEntriesHi(),
  services: SERVICE_WORDS_HI,
  rejection: REJECTION_WORDS_HI,
  highUrgency: HIGH_URGENCY_WORDS_HI,
  mediumUrgency: MEDIUM_URGENCY_WORDS_HI,
  jobOrResidence: JOB_OR_PR_WORDS_HI,
});

/** A city's advice in Hindi, where it has one. */
export function locationCopyHi(location: LocationId): LocationCopy | undefined {
  const hindi = LOCATIONS_HI[location];
  return hindi
    ? { warningMessage: hindi.warningMessage, successRate: hindi.successRate, localOffice: hindi.localOffice }
    : undefined;
}
