import { type LandingPersonalisation, personaliseLanding } from "@visadesk/personalisation";
import { useMemo } from "react";
import { useLocation } from "react-router-dom";

/**
 * The landing personalisation for the current address (SPEC.md §1). Reads the router's location, which is the
 * browser's address in the app and the test's address in a memory router, so the hero follows in-app navigation too.
 */
export function useLandingPersonalisation(forceCountry?: string): LandingPersonalisation {
  const { pathname, search } = useLocation();
  return useMemo(() => {
    const url = `${window.location.origin}${pathname}${search}`;
    return personaliseLanding(forceCountry ? { url, forceCountry } : { url });
  }, [pathname, search, forceCountry]);
}
