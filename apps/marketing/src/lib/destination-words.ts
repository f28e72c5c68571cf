import type { Locale } from "@visadesk/content/i18n/locales";

// The Hindi words of the destination pages: their own chunk, fetched before a Hindi destination page renders
// (router.tsx) and never by an English page. This module is all the router carries of them, so it imports nothing
// of the destination data: the pages' first load stays as it was.

export type HindiDestinationWords = typeof import("@visadesk/content/i18n/destinations-hi");

let hindi: HindiDestinationWords | undefined;

/** Loads the destination pages' words in `locale`: nothing to load for English, its own chunk for Hindi. */
export async function loadDestinationWords(locale: Locale): Promise<void> {
  if (locale === "hi") hindi ??= await import("@visadesk/content/i18n/destinations-hi");
}

/** The Hindi words, once loaded; an error that says what to do when a page asks before its route loaded them. */
export function hindiDestinationWords(): HindiDestinationWords {
  if (!hindi)
    throw new Error('The Hindi destination words are not loaded: await loadDestinationWords("hi") first');
  return hindi;
}
