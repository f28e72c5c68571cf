import { getCountry, SCHENGEN_DESTINATIONS, TOP_DESTINATIONS } from "@visadesk/content/countries";
import type { Locale } from "@visadesk/content/i18n/locales";
import { getLocation, LOCATION_COPY, type LocationCopy, type LocationId } from "@visadesk/content/locations";
import type { VisaType } from "@visadesk/content/services";
import { buildHero, type UrgencyLevel } from "#hero.ts";
import { hindiSupport } from "#hindi-support.ts";
import { type LandingSignals, readSignals } from "#parse-url-keywords.ts";
import { FOCUS_COUNTRY_COUNT, type LandingPersonalisation } from "#plain-landing.ts";
import { readLandingQuery } from "#read-landing-query.ts";

export { FOCUS_COUNTRY_COUNT, type LandingPersonalisation };

function knownCountry(code: string | undefined): string | null {
  if (typeof code !== "string") return null;
  return getCountry(code)?.code ?? null;
}

function locationCopy(location: LocationId, locale: Locale): LocationCopy | undefined {
  const hindi = locale === "hi" ? hindiSupport()?.locationCopyHi(location) : undefined;
  return hindi ?? LOCATION_COPY[location];
}

function urgencyOf(signals: LandingSignals): UrgencyLevel {
  if (signals.hasUrgencyKeywords) return "high";
  if (signals.hasMediumUrgencyKeywords) return "medium";
  return "low";
}

function focusCountriesOf(first: readonly (string | null)[], service: VisaType): string[] {
  const fill = service === "schengen" ? [...SCHENGEN_DESTINATIONS, ...TOP_DESTINATIONS] : TOP_DESTINATIONS;
  const ordered = [...first, ...fill].filter((code): code is string => code !== null);
  return [...new Set(ordered)].slice(0, FOCUS_COUNTRY_COUNT);
}

/**
 * Adapts the landing page to the keywords of its URL (docs/behaviours/personalisation.md). `forceCountry` (ISO alpha-2;
 * the /uk route passes "GB") leads the page with that country whatever the URL says. The hero is built only from fixed
 * templates and known names, never from the URL's text. Deterministic; never throws for any input. Devanagari words are
 * read and a Hindi hero built once loadHindiSupport() has resolved: a page awaits it first when needsHindiSupport()
 * says so (a Hindi hero asked for before that throws, as a programming error).
 */
export function personaliseLanding(input: {
  url: URL | string;
  forceCountry?: string;
  /** The page's language: the hero and the city advice in English (default) or Hindi. */
  locale?: Locale;
}): LandingPersonalisation {
  const locale: Locale = input?.locale === "hi" ? "hi" : "en";
  const signals = readSignals(readLandingQuery(input?.url ?? ""));
  const forced = knownCountry(input?.forceCountry);

  if (signals.asksForJobOrResidence) {
    // docs/behaviours/personalisation.md#generic-queries: job and residence searches get the generic page, with no
    // specialisation and no refusal focus.
    return {
      ...buildHero(
        {
          country: forced,
          service: "general",
          refusal: false,
          urgency: "low",
          location: null,
          specialised: forced !== null,
        },
        locale,
      ),
      primaryService: "general",
      focusCountries: focusCountriesOf([forced], "general"),
      isVisaRefusal: false,
      isSpecialized: false,
      urgencyLevel: "low",
      keywords: signals.keywords,
      detectedLocation: null,
      locationSpecificContent: null,
    };
  }

  const country = forced ?? signals.detectedCountry;
  const service = signals.detectedService ?? "general";
  const location = signals.detectedLocation;
  const locationCountry = location ? getLocation(location).country : null;
  const urgencyLevel = urgencyOf(signals);
  const isSpecialized =
    country !== null || signals.detectedService !== null || signals.hasRejectionKeywords || location !== null;
  const hero = buildHero(
    {
      country,
      service,
      refusal: signals.hasRejectionKeywords,
      urgency: urgencyLevel,
      location,
      specialised: isSpecialized,
    },
    locale,
  );
  return {
    ...hero,
    primaryService: service,
    focusCountries: focusCountriesOf(
      // The visitor's own Indian city says where they are, not where they want to go.
      [forced, signals.detectedCountry, locationCountry === "IN" ? null : locationCountry],
      service,
    ),
    isVisaRefusal: signals.hasRejectionKeywords,
    isSpecialized,
    urgencyLevel,
    keywords: signals.keywords,
    detectedLocation: location,
    locationSpecificContent: location ? (locationCopy(location, locale) ?? null) : null,
  };
}
