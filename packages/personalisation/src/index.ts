export type { LocationId } from "@visadesk/content/locations";
export type { VisaType } from "@visadesk/content/services";
export type { UrgencyLevel } from "#hero.ts";
export { hindiSupportLoaded, loadHindiSupport, needsHindiSupport } from "#hindi-support.ts";
export { parseUrlKeywords, type UrlKeywordResult } from "#parse-url-keywords.ts";
export { type LandingPersonalisation, personaliseLanding } from "#personalise-landing.ts";
export { landingHasWords, plainLanding } from "#plain-landing.ts";
export { LANDING_QUERY_PARAMS, readLandingQuery } from "#read-landing-query.ts";
