import {
  hindiSupportLoaded,
  type LandingPersonalisation,
  landingHasWords,
  loadHindiSupport,
  needsHindiSupport,
  plainLanding,
} from "@visadesk/personalisation/on-demand";
import { useHydrated } from "@visadesk/ui/use-hydrated";
import { useEffect, useMemo, useState } from "react";
import { useLocale } from "#lib/i18n.tsx";
import { landingParser, loadLandingParser } from "#lib/landing-parser.ts";
import { useLocation } from "#lib/router.tsx";

// Only the path and query matter to personalisation; the origin is a fixed stand-in so that it also runs at build time.
const ORIGIN = "https://visadesk.invalid";

/**
 * The landing personalisation for the current address (docs/behaviours/personalisation.md). Reads the router's
 * location, so the hero follows in-app navigation too. While the prerendered HTML hydrates it personalises the clean
 * path (what the HTML holds), then the query's keywords take over. An address without search words (and no forced
 * country) gets plainLanding(), which needs no parser.
 */
export function useLandingPersonalisation(forceCountry?: string): LandingPersonalisation {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const query = hydrated ? search : "";
  const locale = useLocale();
  const url = `${ORIGIN}${pathname}${query}`;
  const needsParser = forceCountry !== undefined || landingHasWords(url);
  const parserReady = useLoaded(needsParser, landingParser() !== undefined, loadLandingParser);
  const hindiReady = useLoaded(needsHindiSupport({ url }), hindiSupportLoaded(), loadHindiSupport);
  return useMemo(() => {
    const parser = parserReady && needsParser ? landingParser() : undefined;
    void hindiReady; // a dependency: the hero is read again once the Devanagari vocabulary has arrived
    if (!parser) return plainLanding(locale);
    return parser.personaliseLanding(forceCountry ? { url, forceCountry, locale } : { url, locale });
  }, [url, forceCountry, locale, needsParser, parserReady, hindiReady]);
}

/**
 * Whether code a page needs for this address is there: main.tsx fetches it before the first render for the landing
 * address; an in-app navigation to an address that needs it fetches it here, and the page follows when it arrives.
 */
function useLoaded(needed: boolean, loadedNow: boolean, load: () => Promise<unknown>): boolean {
  const [loaded, setLoaded] = useState(loadedNow);
  useEffect(() => {
    if (!needed || loaded) return;
    let current = true;
    load().then(
      () => current && setLoaded(true),
      () => undefined, // offline: the page stays as it is
    );
    return () => {
      current = false;
    };
  }, [needed, loaded, load]);
  return loaded || loadedNow;
}
