/** The languages of the public site. English lives at the root, Hindi under /hi/. */
export const LOCALES = ["en", "hi"] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** The `lang` attribute and the BCP 47 tag for Intl formats: Indian English, and Hindi (Indian grouping in both). */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: "en-IN", hi: "hi" };

/** Each language's name in itself, for the language switch. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: "English", hi: "हिन्दी" };

/** The Open Graph locale of a page in each language. */
export const OG_LOCALES: Readonly<Record<Locale, string>> = { en: "en_IN", hi: "hi_IN" };

const HINDI_PREFIX = "/hi";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language of a path: Hindi for "/hi" and anything under "/hi/", English otherwise. */
export function localeOfPath(pathname: string): Locale {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? "hi" : "en";
}

/** The path without its language prefix ("/hi/visa-form" → "/visa-form", "/hi" → "/"). */
export function basePath(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  const rest = pathname.slice(HINDI_PREFIX.length);
  return rest === "" || rest === "/" ? "/" : rest;
}

/** The same page in `locale`: "/visa/canada" in Hindi is "/hi/visa/canada"; the Hindi home is "/hi". */
export function localisedPath(pathname: string, locale: Locale): string {
  const base = basePath(pathname);
  if (locale === "en") return base;
  return base === "/" ? HINDI_PREFIX : `${HINDI_PREFIX}${base}`;
}

/**
 * Whether the page at `pathname` (in either language) has a Hindi version. Every public page has one since the blog
 * posts were translated too (docs/decisions/011; blog.test.ts keeps each English post paired with a Hindi one under its
 * slug): the one place to name a page that is English only, should the site ever publish one.
 */
export function hasHindiVersion(_pathname: string): boolean {
  return true;
}
