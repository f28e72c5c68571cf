import { hasHindiVersion, LOCALE_TAGS, type Locale, localisedPath } from "@visadesk/content/i18n/locales";
import { useHydrated } from "@visadesk/ui/use-hydrated";
import { useLocale, useT } from "#lib/i18n.tsx";
import { LANGUAGE_SWITCH_ATTRIBUTE } from "#lib/language-choice.ts";
import { useLocation } from "#lib/router.tsx";

/**
 * The link to this same page in the other language. A full page load on purpose: each language's page is prerendered
 * with its own catalogue, and the visitor's pick is remembered for the next visit (language-choice.ts).
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const other: Locale = locale === "hi" ? "en" : "hi";
  const { pathname, search } = useLocation();
  // The query (the search words that personalise the page) joins the link once hydrated, so the HTML still matches.
  const hydrated = useHydrated();
  const t = useT();
  // The site's router does not follow the fragment; the browser's address has it.
  const hash = hydrated ? window.location.hash : "";
  const href = `${localisedPath(pathname, other)}${hydrated ? `${search}${hash}` : ""}`;
  // A page written in one language only would have no other language to switch to (today every page has both).
  if (!hasHindiVersion(pathname)) return null;
  return (
    <a
      href={href}
      hrefLang={LOCALE_TAGS[other]}
      lang={LOCALE_TAGS[other]}
      // main.tsx remembers the choice when this link is followed (before hydration too).
      {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: other }}
      className="inline-flex min-h-11 items-center rounded-lg px-2 text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline"
      data-testid="language-switch"
    >
      {t("layout.language.switch")}
    </a>
  );
}
