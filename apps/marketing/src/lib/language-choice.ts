import {
  hasHindiVersion,
  isLocale,
  type Locale,
  localeOfPath,
  localisedPath,
} from "@visadesk/content/i18n/locales";

/** Where the language a visitor picked with the switch is kept (this browser only; never sent anywhere). */
export const LANGUAGE_CHOICE_KEY = "visadesk_language";

/** Remembers the language picked with the language switch. Storage may be off (private mode): then nothing is kept. */
export function rememberLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_CHOICE_KEY, locale);
  } catch {}
}

function chosenLanguage(): Locale | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_CHOICE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The address of this page in the language the visitor picked before, when it differs from the page's own (a Hindi
 * reader who follows an English link lands on the Hindi page); null when the page is already in that language or no
 * choice was made. Keeps the query (the search words personalise the hero) and the fragment.
 */
export function rememberedLanguageAddress(
  location: Pick<Location, "pathname" | "search" | "hash">,
): string | null {
  const chosen = chosenLanguage();
  if (!chosen || chosen === localeOfPath(location.pathname) || !hasHindiVersion(location.pathname))
    return null;
  return `${localisedPath(location.pathname, chosen)}${location.search}${location.hash}`;
}
