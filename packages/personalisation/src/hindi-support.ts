import type { Locale } from "@visadesk/content/i18n/locales";
import { normaliseText } from "#normalise.ts";
import { readLandingQuery } from "#read-landing-query.ts";

// The Hindi hero and the Devanagari vocabulary are not in every page's parser: an English page whose address has no
// Devanagari never needs them (the romanised Hindi words are in vocabulary-hinglish.ts, which every page has). A page
// asks needsHindiSupport() for its landing address, which costs one regular expression, and awaits loadHindiSupport()
// before it personalises when the answer is yes.

type HindiLanguage = typeof import("#hindi-language.ts");

let loaded: HindiLanguage | undefined;
let loading: Promise<void> | undefined;

const DEVANAGARI = /\p{Script=Devanagari}/u;

/** Fetches the Hindi hero and the Devanagari vocabulary (once); personaliseLanding uses them from then on. */
export function loadHindiSupport(): Promise<void> {
  loading ??= import("#hindi-language.ts").then(
    (module) => {
      loaded = module;
    },
    (error: unknown) => {
      // A failed fetch (offline) may be retried by the next caller.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The Hindi support, once loadHindiSupport() has resolved. */
export function hindiSupport(): HindiLanguage | undefined {
  return loaded;
}

/** Whether loadHindiSupport() has resolved. */
export function hindiSupportLoaded(): boolean {
  return loaded !== undefined;
}

/**
 * Whether personalising this landing needs the Hindi support: a Hindi page (its hero is Hindi), or an address whose
 * search words have Devanagari in them (URL-encoded or not). Latin text, Hinglish included, never does.
 */
export function needsHindiSupport(input: { url: URL | string; locale?: Locale }): boolean {
  if (input.locale === "hi") return true;
  return DEVANAGARI.test(normaliseText(readLandingQuery(input.url)));
}

/** The error personaliseLanding throws for a Hindi hero asked for before the Hindi support was loaded. */
export const HINDI_NOT_LOADED =
  "The Hindi hero needs the Hindi support: await loadHindiSupport() before personalising a Hindi page";
