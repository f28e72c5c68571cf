/**
 * The three third-party scripts of docs/behaviours/tracking.md#deferred-analytics: Google Analytics 4 (gtag.js),
 * Microsoft Clarity (session recording) and Google Tag Manager. Each is optional; a vendor without an ID is never
 * contacted.
 */

export type EventContext = Record<string, string | number | boolean>;

/** Analytics IDs and where the scripts come from. */
export interface AnalyticsConfig {
  /** GA4 measurement ID, e.g. "G-XXXXXXX". */
  gaId?: string | undefined;
  /** Google Tag Manager container ID, e.g. "GTM-XXXXXX". */
  gtmId?: string | undefined;
  /** Microsoft Clarity project ID. */
  clarityId?: string | undefined;
  /**
   * One origin that serves all three scripts under the vendors' own paths (`/gtag/js`, `/gtm.js`, `/tag/<id>`), for
   * a first-party proxy or a test stand-in. Unset: the vendors' real hosts.
   */
  scriptOrigin?: string | undefined;
}

export const GOOGLE_TAG_ORIGIN = "https://www.googletagmanager.com";
export const CLARITY_ORIGIN = "https://www.clarity.ms";

export type Vendor = "ga" | "gtm" | "clarity";

/** What the page sends to the vendors, kept in order until they are loaded. */
export type Hit =
  | { kind: "page_view"; location: string; path: string; title: string }
  | { kind: "event"; name: string; context: EventContext };

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** True when at least one vendor has a usable ID. */
export function hasAnyVendor(config: AnalyticsConfig): boolean {
  return enabledVendors(config).length > 0;
}

/** The vendors whose IDs are set and well-formed (letters, digits, "-" and "_"). */
export function enabledVendors(config: AnalyticsConfig): Vendor[] {
  const vendors: Vendor[] = [];
  if (config.gaId && ID_PATTERN.test(config.gaId)) vendors.push("ga");
  if (config.gtmId && ID_PATTERN.test(config.gtmId)) vendors.push("gtm");
  if (config.clarityId && ID_PATTERN.test(config.clarityId)) vendors.push("clarity");
  return vendors;
}

/** The script address of each enabled vendor. */
export function scriptUrls(config: AnalyticsConfig): Array<{ vendor: Vendor; src: string }> {
  const base = config.scriptOrigin?.replace(/\/+$/, "");
  const urls: Array<{ vendor: Vendor; src: string }> = [];
  const google = base ?? GOOGLE_TAG_ORIGIN;
  if (config.gaId && ID_PATTERN.test(config.gaId)) {
    urls.push({ vendor: "ga", src: `${google}/gtag/js?id=${encodeURIComponent(config.gaId)}` });
  }
  if (config.gtmId && ID_PATTERN.test(config.gtmId)) {
    urls.push({ vendor: "gtm", src: `${google}/gtm.js?id=${encodeURIComponent(config.gtmId)}` });
  }
  if (config.clarityId && ID_PATTERN.test(config.clarityId)) {
    urls.push({
      vendor: "clarity",
      src: `${base ?? CLARITY_ORIGIN}/tag/${encodeURIComponent(config.clarityId)}`,
    });
  }
  return urls;
}

type ClarityFunction = ((...args: unknown[]) => void) & { q?: unknown[] };

/** The globals the vendors' scripts read; the stubs below queue into them until the scripts arrive. */
export interface VendorGlobals {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  clarity?: ClarityFunction;
}

/** What the loader needs from the page; tests pass jsdom's window and document. */
export interface VendorPage {
  window: VendorGlobals;
  document: Pick<Document, "createElement" | "head">;
}

/**
 * Installs each vendor's standard queueing stub, then adds its script tag (async). The stubs accept hits at once; the
 * scripts replay them when they arrive.
 */
export function installVendors(page: VendorPage, config: AnalyticsConfig): void {
  const w = page.window;
  const vendors = enabledVendors(config);
  if (vendors.includes("ga") || vendors.includes("gtm")) w.dataLayer ??= [];

  if (vendors.includes("ga") && config.gaId) {
    const layer = w.dataLayer ?? [];
    w.gtag ??= function gtag() {
      // gtag.js only understands the `arguments` object itself, never an array copy.
      // biome-ignore lint/complexity/noArguments: see above.
      layer.push(arguments);
    };
    w.gtag("js", new Date());
    // Page views are sent by the tracker (once per distinct address), never by gtag.js on its own.
    w.gtag("config", config.gaId, { send_page_view: false });
  }
  if (vendors.includes("gtm")) {
    w.dataLayer?.push({ "gtm.start": Date.now(), event: "gtm.js" });
  }
  if (vendors.includes("clarity") && !w.clarity) {
    const queue: unknown[] = [];
    w.clarity = Object.assign(
      function clarity() {
        // biome-ignore lint/complexity/noArguments: Clarity's own snippet queues the `arguments` object.
        queue.push(arguments);
      },
      { q: queue },
    );
  }

  for (const { src } of scriptUrls(config)) {
    const script = page.document.createElement("script");
    script.async = true;
    script.src = src;
    page.document.head.appendChild(script);
  }
}

/** Hands one hit to every enabled vendor through its stub (or its script, once loaded). */
export function deliverHit(page: VendorPage, config: AnalyticsConfig, hit: Hit): void {
  const w = page.window;
  const vendors = enabledVendors(config);
  if (hit.kind === "page_view") {
    const params = { page_location: hit.location, page_path: hit.path, page_title: hit.title };
    if (vendors.includes("ga")) w.gtag?.("event", "page_view", params);
    if (vendors.includes("gtm")) w.dataLayer?.push({ event: "page_view", ...params });
    if (vendors.includes("clarity")) w.clarity?.("set", "page", hit.path);
    return;
  }
  if (vendors.includes("ga")) w.gtag?.("event", hit.name, hit.context);
  if (vendors.includes("gtm")) w.dataLayer?.push({ ...hit.context, event: hit.name });
  if (vendors.includes("clarity")) w.clarity?.("event", hit.name);
}
