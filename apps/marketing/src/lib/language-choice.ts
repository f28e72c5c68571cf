import {
  hasHindiVersion,
  isLocale,
  type Locale,
  localeOfPath,
  localisedPath,
} from "@visadesk/content/i18n/locales";

/** Where the language a visitor picked with the switch is kept (this browser only; never sent anywhere). */
export const LANGUAGE_CHOICE_KEY = "visadesk_language";

/** The attribute that marks the language switch's link; its value is the language it leads to. */
export const LANGUAGE_SWITCH_ATTRIBUTE = "data-language-switch";

/** Remembers the language picked with the language switch. Storage may be off (private mode): then nothing is kept. */
export function rememberLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_CHOICE_KEY, locale);
  } catch {}
}

/**
 * Remembers the language whenever a language-switch link is followed, from the first moment the page's script runs:
 * a listener on the document rather than on the link, because the link in the prerendered HTML can be clicked before
 * React has hydrated its page (the page's code arrives after the splash's).
 */
export function rememberLanguageOnSwitch(doc: Document = document): void {
  doc.addEventListener("click", (event) => {
    const link =
      event.target instanceof Element ? event.target.closest(`a[${LANGUAGE_SWITCH_ATTRIBUTE}]`) : null;
    const locale = link?.getAttribute(LANGUAGE_SWITCH_ATTRIBUTE);
    if (isLocale(locale)) rememberLanguage(locale);
  });
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
