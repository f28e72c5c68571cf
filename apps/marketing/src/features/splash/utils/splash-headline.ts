import { basePath, localeOfPath } from "@visadesk/content/i18n/locales";
import { landingParser } from "#lib/landing-parser.ts";

/** The default splash headline in English (the catalogue's "splash.default"), for a landing without keywords. */
export const DEFAULT_SPLASH_HEADLINE = "Visa help for 190+ countries";

/**
 * The splash headline for a landing address (docs/behaviours/public-site.md#splash): the personalised hero title when
 * the URL carries keywords (or the /uk route forces UK content), else the default. Only our own templates reach the
 * page, never URL text. The parser is there for such an address (main.tsx loads it before the first render); without
 * it, the default.
 */
export function splashHeadline(pathname: string, search: string, fallback = DEFAULT_SPLASH_HEADLINE): string {
  const path = pathname.replace(/(.)\/+$/, "$1");
  const forceCountry = basePath(path) === "/uk" ? "GB" : undefined;
  if (!search && !forceCountry) return fallback;
  const parser = landingParser();
  if (!parser) return fallback;
  const url = `https://visadesk.invalid${pathname}${search}`;
  const locale = localeOfPath(path);
  const result = parser.personaliseLanding(forceCountry ? { url, forceCountry, locale } : { url, locale });
  return result.isSpecialized || result.isVisaRefusal || forceCountry ? result.heroTitle : fallback;
}
