import type { LocationId } from "@visadesk/content/locations";
import type { VisaType } from "@visadesk/content/services";
import { hindiSupport } from "#hindi-support.ts";
import { matchingForm, normaliseText } from "#normalise.ts";
import type { PhraseMatch } from "#phrase-matcher.ts";
import { FILLER_WORDS, LATIN_MATCHER } from "#vocabulary.ts";

/** What the words of a landing URL ask for (docs/behaviours/personalisation.md#keywords, the URL keyword result). */
export interface UrlKeywordResult {
  /**
   * Normalised words kept after the rules of docs/behaviours/personalisation.md#keywords, in input order, each once.
   */
  keywords: string[];
  /** ISO 3166-1 alpha-2, upper case ("GB" for uk / united kingdom / britain / england). */
  detectedCountry: string | null;
  detectedService: VisaType | null;
  /** refused, rejected, refusal, denied, appeal, ... */
  hasRejectionKeywords: boolean;
  /** urgent, emergency, asap, immediately, ... */
  hasUrgencyKeywords: boolean;
}

/** Everything the landing page needs from the text; parseUrlKeywords returns the public part. */
export interface LandingSignals extends UrlKeywordResult {
  detectedLocation: LocationId | null;
  hasMediumUrgencyKeywords: boolean;
  /**
   * Job or permanent-residence help, which yields the generic result
   * (docs/behaviours/personalisation.md#generic-queries).
   */
  asksForJobOrResidence: boolean;
}

// Visitors are mostly in India, so "uk visa from india" asks about the UK: India is the answer only when it is the
// only country named.
const ORIGIN_COUNTRY = "IN";

// Under 2 characters, counted in code points so that one emoji or astral letter (two UTF-16 units) is still short.
function isShort(word: string): boolean {
  return word.length < 2 || (word.length === 2 && (word.codePointAt(0) ?? 0) > 0xffff);
}

function keywordsOf(text: string): string[] {
  const kept = new Set<string>();
  for (const word of text.split(" ")) {
    if (!isShort(word) && !FILLER_WORDS.has(word)) kept.add(word);
  }
  return [...kept];
}

function countryOf(matches: readonly PhraseMatch[]): string | null {
  const codes = matches.map((match) => match.value);
  return codes.find((code) => code !== ORIGIN_COUNTRY) ?? codes[0] ?? null;
}

/** Reads every signal from landing text; never throws. */
export function readSignals(text: string): LandingSignals {
  const normalised = normaliseText(typeof text === "string" ? text : "");
  // The Devanagari lists once they are loaded (hindi-support.ts); a Latin text needs only the Latin ones.
  const matcher = hindiSupport()?.LANDING_MATCHER ?? LATIN_MATCHER;
  const found = matcher.scan(matchingForm(normalised));
  return {
    keywords: keywordsOf(normalised),
    detectedCountry: countryOf(found.country),
    detectedService: (found.service[0]?.value ?? null) as VisaType | null,
    hasRejectionKeywords: found.rejection.length > 0,
    hasUrgencyKeywords: found.highUrgency.length > 0,
    detectedLocation: (found.location[0]?.value ?? null) as LocationId | null,
    hasMediumUrgencyKeywords: found.mediumUrgency.length > 0,
    asksForJobOrResidence: found.jobOrResidence.length > 0,
  };
}

/**
 * Parses landing-URL text (a search term, UTM values, or readLandingQuery's output) into keywords, country, visa type,
 * refusal and urgency (docs/behaviours/personalisation.md). Case-insensitive; URL-encoded, `+`-joined, hyphenated or
 * underscored text reads the same as plain words. Reads at most the first 16 KB. Never throws. Devanagari words count
 * once loadHindiSupport() has resolved (needsHindiSupport() tells whether a text has any).
 */
export function parseUrlKeywords(text: string): UrlKeywordResult {
  const { keywords, detectedCountry, detectedService, hasRejectionKeywords, hasUrgencyKeywords } =
    readSignals(text);
  return { keywords, detectedCountry, detectedService, hasRejectionKeywords, hasUrgencyKeywords };
}
