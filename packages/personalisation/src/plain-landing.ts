import { TOP_DESTINATIONS } from "@visadesk/content/featured-countries";
import type { Locale } from "@visadesk/content/i18n/locales";
import type { LocationCopy, LocationId } from "@visadesk/content/locations";
import type { VisaType } from "@visadesk/content/services";
import { DEFAULT_HERO } from "#default-hero.ts";
import type { UrgencyLevel } from "#hero.ts";
import { HINDI_NOT_LOADED, hindiSupport } from "#hindi-support.ts";
import { readLandingQuery } from "#read-landing-query.ts";

// A landing address without search words (the plain home page, most of a site's visits) is personalised without the
// parser: its result is always the same, so a page can show it without fetching the vocabulary and the hero's
// templates (docs/behaviours/speed.md#public-pages: the home page's weight), and fetch those only for an address that
// has words to read.

/** The landing page adapted to the URL (docs/behaviours/personalisation.md#result). */
export interface LandingPersonalisation {
  heroTitle: string;
  heroSubtitle: string;
  primaryService: VisaType;
  /** ISO codes, most relevant first, never empty. */
  focusCountries: string[];
  isVisaRefusal: boolean;
  isSpecialized: boolean;
  urgencyLevel: UrgencyLevel;
  keywords: string[];
  detectedLocation: LocationId | null;
  locationSpecificContent: LocationCopy | null;
}

/** How many focus countries the page gets. */
export const FOCUS_COUNTRY_COUNT = 6;

/**
 * Whether the address has search words for personaliseLanding to read (the query inputs of
 * docs/behaviours/personalisation.md#query-inputs: `q`, `utm_term`, ...). Without any, personaliseLanding's answer is
 * plainLanding's.
 */
export function landingHasWords(url: URL | string): boolean {
  return readLandingQuery(url) !== "";
}

/**
 * personaliseLanding's result for an address without search words and no forced country: the default hero and the
 * top destinations. The Hindi one needs loadHindiSupport() to have resolved, as personaliseLanding's does.
 */
export function plainLanding(locale: Locale = "en"): LandingPersonalisation {
  let hero = DEFAULT_HERO;
  if (locale === "hi") {
    const hindi = hindiSupport();
    if (!hindi) throw new Error(HINDI_NOT_LOADED);
    hero = hindi.DEFAULT_HERO_HI;
  }
  return {
    ...hero,
    primaryService: "general",
    focusCountries: [...new Set(TOP_DESTINATIONS)].slice(0, FOCUS_COUNTRY_COUNT),
    isVisaRefusal: false,
    isSpecialized: false,
    urgencyLevel: "low",
    keywords: [],
    detectedLocation: null,
    locationSpecificContent: null,
  };
}
