import { APPEAL_STEPS } from "@visadesk/content/appeal-steps";
import { CLAIMS } from "@visadesk/content/claims";
import { countryLabel, getCountry } from "@visadesk/content/countries";
import { FAQ } from "@visadesk/content/faq";
import {
  APPEAL_STEPS_HI,
  CLAIMS_HI,
  COUNTRY_NAMES_HI,
  FAQ_HI,
  LOCATION_NAMES_HI,
  LOCATIONS_HI,
  OFFICE_ADDRESS_HI,
  REVIEW_SERVICES_HI,
  SERVICES_HI,
} from "@visadesk/content/i18n/hindi";
import type { Locale } from "@visadesk/content/i18n/locales";
import { getLocation, LOCATION_COPY, type LocationId } from "@visadesk/content/locations";
import { OFFICE } from "@visadesk/content/office";
import type { Review } from "@visadesk/content/reviews";
import { SERVICES } from "@visadesk/content/services";

// The content package's data in the page's language: the English data as it is, or the Hindi text by the same ids.

/** A country's full name ("United Kingdom"; Hindi "यूके"). */
export function countryName(code: string, locale: Locale): string {
  if (locale === "hi") return COUNTRY_NAMES_HI[code] ?? getCountry(code)?.name ?? code;
  return getCountry(code)?.name ?? code;
}

/** A country's short name inside a sentence ("UK"; Hindi "यूके"). */
export function countryShortName(code: string, locale: Locale): string {
  if (locale === "hi") return COUNTRY_NAMES_HI[code] ?? countryLabel(code) ?? code;
  return countryLabel(code) ?? code;
}

export function claimsIn(locale: Locale) {
  return locale === "hi" ? CLAIMS.map((claim) => ({ ...claim, ...CLAIMS_HI[claim.id] })) : CLAIMS;
}

export function servicesIn(locale: Locale) {
  return locale === "hi" ? SERVICES.map((service) => ({ ...service, ...SERVICES_HI[service.id] })) : SERVICES;
}

export function appealStepsIn(locale: Locale) {
  return locale === "hi" ? APPEAL_STEPS.map((step, index) => APPEAL_STEPS_HI[index] ?? step) : APPEAL_STEPS;
}

export function faqIn(locale: Locale) {
  return locale === "hi" ? FAQ.map((item) => ({ ...item, ...FAQ_HI[item.id] })) : FAQ;
}

/** A city with an office: its name and local copy. */
export function locationIn(id: LocationId, locale: Locale) {
  const hindi = locale === "hi" ? LOCATIONS_HI[id] : undefined;
  if (hindi) return { label: hindi.label, copy: hindi };
  const copy = LOCATION_COPY[id];
  return { label: getLocation(id).label, copy };
}

/** The office's address in the page's language (the PIN code is the same in both). */
export function officeAddressIn(locale: Locale) {
  return locale === "hi" ? { ...OFFICE.address, ...OFFICE_ADDRESS_HI } : OFFICE.address;
}

/**
 * The published reviews with their city and service in the page's language; the quotes are the clients' own words.
 * Given the reviews (the home page's own chunk has them), so that every page's first load does not carry them.
 */
export function reviewsIn(reviews: readonly Review[], locale: Locale): readonly Review[] {
  if (locale === "en") return reviews;
  return reviews.map((review) => ({
    ...review,
    city: LOCATION_NAMES_HI[review.city.toLowerCase() as LocationId] ?? review.city,
    service: REVIEW_SERVICES_HI[review.id] ?? review.service,
  }));
}
