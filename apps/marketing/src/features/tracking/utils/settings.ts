import { WHATSAPP_NUMBER } from "@visadesk/content/whatsapp";
import { normaliseChatNumber, type TrackingSettings } from "@visadesk/tracking";

/** The build-time variables the tracking feature reads (Vite `import.meta.env`); all optional. */
export interface TrackingEnv {
  /** Google Analytics 4 measurement ID ("G-..."). Unset: GA is never loaded. */
  VITE_GA_ID?: string | undefined;
  /** Google Tag Manager container ID ("GTM-..."). Unset: GTM is never loaded. */
  VITE_GTM_ID?: string | undefined;
  /** Microsoft Clarity project ID (session recording). Unset: Clarity is never loaded. */
  VITE_CLARITY_ID?: string | undefined;
  /** One http(s) origin serving all three scripts under the vendors' paths (a proxy, or the e2e stand-in). */
  VITE_ANALYTICS_SCRIPT_ORIGIN?: string | undefined;
  /** WhatsApp number of the chat link, international form ("+91 98765 43210"). Unset: the office's (WHATSAPP_NUMBER). */
  VITE_WHATSAPP_NUMBER?: string | undefined;
}

/** An absolute http(s) origin without path, query or hash; undefined otherwise. */
export function parseOrigin(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    return (url.protocol === "https:" || url.protocol === "http:") && bare ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Turns the build-time variables into tracking settings. A malformed value is left out with a console warning that
 * names the variable: a bad setting must never break the public site.
 */
export function readTrackingSettings(
  env: TrackingEnv,
  warn: (message: string) => void = (message) => console.warn(message),
): TrackingSettings {
  const value = (name: keyof TrackingEnv) => env[name]?.trim() || undefined;
  const id = (name: "VITE_GA_ID" | "VITE_GTM_ID" | "VITE_CLARITY_ID") => {
    const raw = value(name);
    if (raw && !/^[A-Za-z0-9_-]{1,64}$/.test(raw)) {
      warn(`${name} is not a valid ID (letters, digits, "-" and "_"); that script stays off.`);
      return undefined;
    }
    return raw;
  };

  const rawOrigin = value("VITE_ANALYTICS_SCRIPT_ORIGIN");
  const scriptOrigin = rawOrigin ? parseOrigin(rawOrigin) : undefined;
  if (rawOrigin && !scriptOrigin) {
    warn(
      "VITE_ANALYTICS_SCRIPT_ORIGIN must be an http(s) origin such as https://t.example.com; using the vendors' hosts.",
    );
  }

  const rawNumber = value("VITE_WHATSAPP_NUMBER");
  const configured = rawNumber ? normaliseChatNumber(rawNumber) : undefined;
  if (rawNumber && !configured) {
    warn(
      "VITE_WHATSAPP_NUMBER must be an international phone number such as +91 98765 43210; the chat link uses the office's number.",
    );
  }
  // Never without a number: wa.me without one opens a contact picker and the message reaches nobody.
  const chatNumber = configured ?? normaliseChatNumber(WHATSAPP_NUMBER);

  return {
    analytics: {
      gaId: id("VITE_GA_ID"),
      gtmId: id("VITE_GTM_ID"),
      clarityId: id("VITE_CLARITY_ID"),
      scriptOrigin,
    },
    chatNumber,
  };
}
