import { APPEAL_STEPS } from "@visadesk/content/appeal-steps";
import { CLAIMS } from "@visadesk/content/claims";
import { FAQ } from "@visadesk/content/faq";
import type { Locale } from "@visadesk/content/i18n/locales";
import { getLocation, LOCATION_COPY, type LocationId } from "@visadesk/content/locations";
import { OFFICE } from "@visadesk/content/office";
import type { Review } from "@visadesk/content/reviews";
import { SERVICES } from "@visadesk/content/services";
import { englishCountryLabel, englishCountryName } from "#lib/country-list.ts";
import { hindiContent } from "#lib/hindi-content.ts";

// The content package's data in the page's language: the English data as it is, or the Hindi text by the same ids
// (hindiContent(): fetched by Hindi pages only, before their first render).

/** A country's full name ("United Kingdom"; Hindi "यूके"). */
export function countryName(code: string, locale: Locale): string {
  if (locale === "hi") return hindiContent().COUNTRY_NAMES_HI[code] ?? englishCountryName(code) ?? code;
  return englishCountryName(code) ?? code;
}

/** A country's short name inside a sentence ("UK"; Hindi "यूके"). */
export function countryShortName(code: string, locale: Locale): string {
  if (locale === "hi") return hindiContent().COUNTRY_NAMES_HI[code] ?? englishCountryLabel(code) ?? code;
  return englishCountryLabel(code) ?? code;
}

export function claimsIn(locale: Locale) {
  if (locale !== "hi") return CLAIMS;
  const { CLAIMS_HI } = hindiContent();
  return CLAIMS.map((claim) => ({ ...claim, ...CLAIMS_HI[claim.id] }));
}

export function servicesIn(locale: Locale) {
  if (locale !== "hi") return SERVICES;
  const { SERVICES_HI } = hindiContent();
  return SERVICES.map((service) => ({ ...service, ...SERVICES_HI[service.id] }));
}

export function appealStepsIn(locale: Locale) {
  if (locale !== "hi") return APPEAL_STEPS;
  const { APPEAL_STEPS_HI } = hindiContent();
  return APPEAL_STEPS.map((step, index) => APPEAL_STEPS_HI[index] ?? step);
}

export function faqIn(locale: Locale) {
  if (locale !== "hi") return FAQ;
  const { FAQ_HI } = hindiContent();
  return FAQ.map((item) => ({ ...item, ...FAQ_HI[item.id] }));
}

/** A city with an office: its name and local copy. */
export function locationIn(id: LocationId, locale: Locale) {
  const hindi = locale === "hi" ? hindiContent().LOCATIONS_HI[id] : undefined;
  if (hindi) return { label: hindi.label, copy: hindi };
  const copy = LOCATION_COPY[id];
  return { label: getLocation(id).label, copy };
}

/** The office's address in the page's language (the PIN code is the same in both). */
export function officeAddressIn(locale: Locale) {
  return locale === "hi" ? { ...OFFICE.address, ...hindiContent().OFFICE_ADDRESS_HI } : OFFICE.address;
}

/**
 * The published reviews with their city and service in the page's language; the quotes are the clients' own words.
 * Given the reviews (the home page's own chunk has them), so that every page's first load does not carry them.
 */
export function reviewsIn(reviews: readonly Review[], locale: Locale): readonly Review[] {
  if (locale === "en") return reviews;
  const { LOCATION_NAMES_HI, REVIEW_SERVICES_HI } = hindiContent();
  return reviews.map((review) => ({
    ...review,
    city: LOCATION_NAMES_HI[review.city.toLowerCase() as LocationId] ?? review.city,
    service: REVIEW_SERVICES_HI[review.id] ?? review.service,
  }));
}
