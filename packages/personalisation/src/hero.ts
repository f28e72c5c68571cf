import { CLAIMS } from "@visadesk/content/claims";
import { countryLabel, getCountry } from "@visadesk/content/countries";
import { getCountryStats } from "@visadesk/content/country-stats";
import type { Locale } from "@visadesk/content/i18n/locales";
import { getLocation, LOCATION_COPY, type LocationId } from "@visadesk/content/locations";
import { getService, type VisaType } from "@visadesk/content/services";
import { DEFAULT_HERO, type Hero } from "#default-hero.ts";
import { HINDI_NOT_LOADED, hindiSupport } from "#hindi-support.ts";

export { DEFAULT_HERO, type Hero };

export type UrgencyLevel = "low" | "medium" | "high";

/**
 * Everything a hero may depend on. Each field comes from a closed set (ISO codes of the content package, visa types,
 * location ids), never from the URL's text, so the hero can only ever contain our own words and known names.
 */
export interface HeroInput {
  country: string | null;
  service: VisaType;
  refusal: boolean;
  urgency: UrgencyLevel;
  location: LocationId | null;
  /** False for the generic result: the default hero, whatever else was found. */
  specialised: boolean;
}

const APPEAL_SUCCESS = CLAIMS.find((claim) => claim.id === "appeal-success")?.value ?? "95%";
const COUNTRY_COUNT = CLAIMS.find((claim) => claim.id === "countries")?.value ?? "190+";

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// "UK student visa", "Schengen visa", "visa": the subject a sentence is about.
function visaSubject(country: string | null, service: VisaType): string {
  const label = getService(service).label;
  return [country ? countryLabel(country) : undefined, label || undefined, "visa"].filter(Boolean).join(" ");
}

function title({ country, service, refusal }: HeroInput): string {
  const subject = visaSubject(country, service);
  if (refusal) return `${capitalise(subject)} refused? Appeal with ${APPEAL_SUCCESS} success`;
  const name = country ? countryLabel(country) : undefined;
  if (name && service === "general") return `${name} visas and ${name} refusal appeals, handled by experts`;
  if (name) return `${capitalise(subject)}s, handled by experts`;
  if (service === "schengen") return "Schengen visas for all 29 countries, handled by experts";
  return `${capitalise(subject)}s for ${COUNTRY_COUNT} countries, handled by experts`;
}

function lead({ country, service, refusal }: HeroInput): string {
  if (refusal) {
    return `We read your refusal letter, fix what the officer found missing and file the appeal or a stronger re-application: ${APPEAL_SUCCESS} of the appeals we file end in a visa.`;
  }
  return `A consultant checks your ${visaSubject(country, service)} case, lists the documents you need and files it with you.`;
}

function countryLine(country: string | null): string | null {
  const stats = country ? getCountryStats(country) : undefined;
  const name = country ? countryLabel(country) : undefined;
  if (!stats || !name) return null;
  return `${stats.successRate} of our ${name} applications are approved.`;
}

function urgencyLine(urgency: UrgencyLevel): string | null {
  if (urgency === "high") return "Urgent? A consultant can review your case today.";
  if (urgency === "medium") return "Need it soon? Ask for a priority review.";
  return null;
}

function locationLine(location: LocationId | null): string | null {
  if (!location) return null;
  const { label } = getLocation(location);
  const copy = LOCATION_COPY[location];
  if (copy) return `Meet us at our office in ${copy.localOffice}, or talk to us online.`;
  return `Consultations by phone and video for clients in ${label}.`;
}

/**
 * Builds the hero from known values only, in English or Hindi; the same input always gives the same hero. The Hindi
 * hero needs loadHindiSupport() to have resolved (a programming error otherwise, whatever the input).
 */
export function buildHero(input: HeroInput, locale: Locale = "en"): Hero {
  const country = input.country && getCountry(input.country) ? input.country : null;
  const safe = { ...input, country };
  if (locale === "hi") {
    const hindi = hindiSupport();
    if (!hindi) throw new Error(HINDI_NOT_LOADED);
    return hindi.buildHindiHero(safe);
  }
  if (!input.specialised) return DEFAULT_HERO;
  const lines = [lead(safe), countryLine(country), urgencyLine(input.urgency), locationLine(input.location)];
  return { heroTitle: title(safe), heroSubtitle: lines.filter((line) => line !== null).join(" ") };
}
