import {
  hindiSupportLoaded,
  type LandingPersonalisation,
  loadHindiSupport,
  needsHindiSupport,
  personaliseLanding,
} from "@visadesk/personalisation";
import { useEffect, useMemo, useState } from "react";
import { useLocale } from "#lib/i18n.tsx";
import { useLocation } from "#lib/router.tsx";
import { useHydrated } from "#lib/use-hydrated.ts";

// Only the path and query matter to personalisation; the origin is a fixed stand-in so that it also runs at build time.
const ORIGIN = "https://visadesk.invalid";

/**
 * The landing personalisation for the current address (SPEC.md §1). Reads the router's location, so the hero follows
 * in-app navigation too. While the prerendered HTML hydrates it personalises the clean path (what the HTML holds),
 * then the query's keywords take over.
 */
export function useLandingPersonalisation(forceCountry?: string): LandingPersonalisation {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const query = hydrated ? search : "";
  const locale = useLocale();
  const url = `${ORIGIN}${pathname}${query}`;
  const hindiReady = useHindiSupportFor(url);
  return useMemo(() => {
    void hindiReady; // a dependency: the hero is read again once the Devanagari vocabulary has arrived
    return personaliseLanding(forceCountry ? { url, forceCountry, locale } : { url, locale });
  }, [url, forceCountry, locale, hindiReady]);
}

/**
 * Whether the Hindi vocabulary is there for `url`. main.tsx fetches it before the first render for a landing with
 * Devanagari in it; an in-app navigation to such an address fetches it here, and the hero follows when it arrives.
 */
function useHindiSupportFor(url: string): boolean {
  const needed = needsHindiSupport({ url });
  const [loaded, setLoaded] = useState(hindiSupportLoaded);
  useEffect(() => {
    if (!needed || loaded) return;
    let current = true;
    loadHindiSupport().then(
      () => current && setLoaded(true),
      () => undefined, // offline: the hero stays as the Latin words make it
    );
    return () => {
      current = false;
    };
  }, [needed, loaded]);
  return loaded;
}
