import { configureTracking, startTracking, trackPageView } from "@visadesk/tracking";
import { useEffect } from "react";
import { readTrackingSettings } from "#features/tracking/utils/settings.ts";
import { useLocation } from "#lib/router.tsx";

// Static build-time settings: applied when the module loads, so the chat link has its number from the first render
// (also during prerendering, which runs no effects).
configureTracking(readTrackingSettings(import.meta.env));

/**
 * Side effects only, mounted once in the router's root: records the visit's first-touch attribution, arms the deferred
 * analytics loader, and reports a page view for every address the visitor reaches.
 */
export function TrackingEffects() {
  const { pathname, search } = useLocation();

  useEffect(() => {
    startTracking();
  }, []);

  useEffect(() => {
    // Built from the router's location, which is the address the visitor sees.
    const href = new URL(`${pathname}${search}`, window.location.origin).href;
    trackPageView({ href, pathname, search }, document.title);
  }, [pathname, search]);

  return null;
}
