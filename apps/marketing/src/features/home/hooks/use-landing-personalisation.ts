import { type LandingPersonalisation, personaliseLanding } from "@visadesk/personalisation";
import { useMemo } from "react";
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
  return useMemo(() => {
    const url = `${ORIGIN}${pathname}${query}`;
    return personaliseLanding(forceCountry ? { url, forceCountry, locale } : { url, locale });
  }, [pathname, query, forceCountry, locale]);
}
