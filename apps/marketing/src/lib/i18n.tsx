import { type Messages, setupI18n } from "@lingui/core";
import { TransNoContext } from "@lingui/react/server";
import { isLocale, LOCALE_TAGS, type Locale, localisedPath } from "@visadesk/content/i18n/locales";
import { loadCatalogue, type MessageKey } from "@visadesk/content/i18n/messages";
import { loadHindiSupport } from "@visadesk/personalisation/on-demand";
import type { ComponentProps, ReactNode } from "react";
import { loadHindiContent } from "#lib/hindi-content.ts";
import { Link } from "#lib/router.tsx";

/**
 * The site's one Lingui instance. A page is in one language for its whole life (the language switch loads the other
 * language's prerendered page), so the browser activates a locale once, before the first render; the prerenderer
 * activates each page's locale before rendering it. Hence no React context: components read this instance (Lingui's
 * context-free `TransNoContext` for rich messages), and no provider re-renders the tree.
 */
export const i18n = setupI18n();

/**
 * Loads `locale`'s compiled catalogue (its own chunk) and makes it the active one. Hindi also loads the Hindi texts
 * and the Hindi hero and vocabulary (chunks of their own, which no English page fetches unless its address has
 * Devanagari in it: main.tsx).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const [catalogue] = await Promise.all([
    loadCatalogue(locale),
    locale === "hi" ? Promise.all([loadHindiContent(), loadHindiSupport()]) : undefined,
  ]);
  // A copy: the legal texts are merged into it later, and the imported module's object stays as it was.
  const messages = { ...catalogue } as Messages;
  i18n.loadAndActivate({ locale, locales: [LOCALE_TAGS[locale]], messages });
}

const legalLoaded = new Set<string>();

/** Adds the legal pages' texts to the active language (their own chunk, fetched only by those pages). */
export async function loadLegalMessages(): Promise<void> {
  const locale = isLocale(i18n.locale) ? i18n.locale : "en";
  if (legalLoaded.has(locale)) return;
  i18n.load(locale, (await loadCatalogue(locale, "legal")) as Messages);
  legalLoaded.add(locale);
}

/**
 * The language of the page on screen: the active catalogue's, which main.tsx (and the prerenderer) chose from the
 * page's address (/hi/... is Hindi). Needs no router, so the overlays outside the routes use it too.
 */
export function useLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : "en";
}

const LINGUI = { i18n };

export type MessageValues = Record<string, string | number>;

/** The message function for plain text (attributes, options, error texts): `t("form.name")`. */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  return translate;
}

function translate(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values);
}

/**
 * A message with components inside it, e.g. "Call <0>{phone}</0>": the translation decides where the link goes, so
 * no sentence is ever pieced together from parts.
 */
export function Msg({
  id,
  values,
  components,
}: {
  id: MessageKey;
  values?: MessageValues;
  components?: Record<string, ReactNode>;
}) {
  return <TransNoContext id={id} values={values} components={components} lingui={LINGUI} />;
}

/** A link to a page of the site in the page's own language: `to="/visa-form"` goes to /hi/visa-form on a Hindi page. */
export function LocaleLink({ to, ...props }: Omit<ComponentProps<typeof Link>, "to"> & { to: string }) {
  const locale = useLocale();
  return <Link to={localisedPath(to, locale)} {...props} />;
}
