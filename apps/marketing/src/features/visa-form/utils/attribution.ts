import { basePath, type Locale } from "@visadesk/content/i18n/locales";
import type { Attribution as EnquiryAttribution } from "@visadesk/contracts/intake";
import { type LandingPersonalisation, personaliseLanding } from "@visadesk/personalisation";
import { type Attribution, readAttribution, searchTermOf } from "@visadesk/tracking";
import { readLanding } from "#lib/landing.ts";

/** The personalisation the visitor's landing page showed them, or null without a known landing. */
export function landingPersonalisation(
  landing: string | undefined = readLanding(),
  locale: Locale = "en",
): LandingPersonalisation | null {
  if (!landing) return null;
  const url = `https://visadesk.invalid${landing}`;
  const page = basePath(landing.split("?")[0]?.replace(/(.)\/+$/, "$1") ?? "/");
  const forced = page === "/uk" ? "GB" : undefined;
  return personaliseLanding(forced ? { url, forceCountry: forced, locale } : { url, locale });
}

/** The enquiry's attribution: the visit's first-touch inputs, its landing path and what that landing showed. */
export function buildEnquiryAttribution(
  attribution: Attribution = readAttribution(),
  landing: string | undefined = readLanding(),
): EnquiryAttribution {
  const shown = landingPersonalisation(landing);
  const result: EnquiryAttribution = {};
  const set = <K extends keyof EnquiryAttribution>(key: K, value: EnquiryAttribution[K] | undefined) => {
    if (value !== undefined && value !== "") result[key] = value;
  };
  set("source", attribution.utm_source);
  set("campaign", attribution.utm_campaign);
  set("term", attribution.utm_term);
  set("content", attribution.utm_content);
  set("gclid", attribution.gclid);
  set("searchTerm", searchTermOf(attribution));
  set("landingPath", landing?.slice(0, 2_000));
  if (shown) {
    set("primaryService", shown.primaryService);
    set("refusalFocus", shown.isVisaRefusal);
    set("urgency", shown.urgencyLevel);
  }
  return result;
}
