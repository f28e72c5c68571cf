import { personaliseLanding } from "@visadesk/personalisation";

/** The default splash headline: the prerendered one, and the one for a landing without keywords. */
export const DEFAULT_SPLASH_HEADLINE = "Visa help for 190+ countries";

/**
 * The splash headline for a landing address (SPEC.md §2): the personalised hero title when the URL carries keywords
 * (or the /uk route forces UK content), else the default. Only our own templates reach the page, never URL text.
 */
export function splashHeadline(pathname: string, search: string): string {
  const forceCountry = pathname.replace(/\/+$/, "") === "/uk" ? "GB" : undefined;
  if (!search && !forceCountry) return DEFAULT_SPLASH_HEADLINE;
  const url = `https://visadesk.invalid${pathname}${search}`;
  const result = personaliseLanding(forceCountry ? { url, forceCountry } : { url });
  return result.isSpecialized || result.isVisaRefusal || forceCountry
    ? result.heroTitle
    : DEFAULT_SPLASH_HEADLINE;
}
