/** sessionStorage key of the first page of the visit (path and query), for the enquiry's attribution. */
export const LANDING_STORAGE_KEY = "visadesk.landing";

/** Remembers the page the visitor landed on, once per visit; later pages keep the first one. */
export function rememberLanding(location: Pick<Location, "pathname" | "search"> = window.location): void {
  try {
    if (!sessionStorage.getItem(LANDING_STORAGE_KEY)) {
      sessionStorage.setItem(LANDING_STORAGE_KEY, `${location.pathname}${location.search}`);
    }
  } catch {
    // Storage refused (private mode): the enquiry then goes without a landing path.
  }
}

/** The landing page of this visit (path and query), or undefined when unknown. */
export function readLanding(): string | undefined {
  try {
    return sessionStorage.getItem(LANDING_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
