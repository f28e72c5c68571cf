import { isLocale, type Locale, localisedPath } from "@visadesk/content/i18n/locales";
import {
  type CataloguePart,
  type CompiledCatalogue,
  loadCatalogue,
  type MessageKey,
} from "@visadesk/content/i18n/messages";
import { loadHindiSupport } from "@visadesk/personalisation/on-demand";
import type { ComponentProps, ReactNode } from "react";
import {
  type CompiledMessage,
  formatRich,
  formatText,
  isSupportedMessage,
  type MessageValues,
} from "#lib/compiled-message.tsx";
import { loadHindiContent } from "#lib/hindi-content.ts";
import { Link } from "#lib/router.tsx";

export type { MessageValues };

/**
 * The site's messages in the page's language. A page is in one language for its whole life (the language switch loads
 * the other language's prerendered page), so the browser activates a locale once, before the first render; the
 * prerenderer activates each page's locale before rendering it. Hence no React context: components read this object,
 * and no provider re-renders the tree. (It replaced Lingui's runtime, ~2.9 KB of every page's first load: the
 * catalogues are compiled ahead of time and use only text and placeholders; see compiled-message.tsx.)
 */
export const i18n = {
  /** The active language ("en", "hi"), or "" before the first activation. */
  locale: "",
  messages: new Map<string, CompiledMessage>(),
  /** The message `key` with `values` filled in, as plain text; a key with no message comes back as itself. */
  _(key: string, values?: MessageValues): string {
    if (this.locale === "")
      throw new Error(`The message "${key}" was asked for before a language was activated`);
    return formatText(this.messages.get(key) ?? key, values);
  },
};

/** Adds a catalogue's messages to `messages`; a message this formatter cannot read fails loudly. */
function addMessages(messages: Map<string, CompiledMessage>, catalogue: CompiledCatalogue) {
  for (const [key, message] of Object.entries(catalogue)) {
    if (!isSupportedMessage(message))
      throw new Error(`The message "${key}" has a format the site does not support`);
    messages.set(key, message);
  }
}

/**
 * Each language's messages and the catalogues already added to them. Kept per language, so that the prerenderer,
 * which renders pages of both languages in one process, keeps a page's texts when it switches languages between them.
 */
const languages = new Map<
  Locale,
  { messages: Map<string, CompiledMessage>; parts: Map<CataloguePart, Promise<void>> }
>();

function language(locale: Locale) {
  let entry = languages.get(locale);
  if (!entry) {
    entry = { messages: new Map(), parts: new Map() };
    languages.set(locale, entry);
  }
  return entry;
}

/** Adds the catalogue `part` of `locale` to its messages, once (its own chunk). */
function loadPart(locale: Locale, part: CataloguePart): Promise<void> {
  const { messages, parts } = language(locale);
  let loaded = parts.get(part);
  if (!loaded) {
    loaded = loadCatalogue(locale, part).then((catalogue) => addMessages(messages, catalogue));
    // A catalogue that could not be fetched (offline) is asked for again next time.
    loaded.catch(() => parts.delete(part));
    parts.set(part, loaded);
  }
  return loaded;
}

/**
 * Loads `locale`'s site catalogue (its own chunk) and makes it the active one. Hindi also loads the Hindi texts
 * and the Hindi hero and vocabulary (chunks of their own, which no English page fetches unless its address has
 * Devanagari in it: main.tsx).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  await Promise.all([
    loadPart(locale, "site"),
    locale === "hi" ? Promise.all([loadHindiContent(), loadHindiSupport()]) : undefined,
  ]);
  i18n.messages = language(locale).messages;
  i18n.locale = locale;
}

/**
 * Adds the texts of one kind of page (the legal pages', the enquiry form's, the destination pages', the head tags')
 * to the active language: their own chunk, fetched only with the pages that show them.
 */
export function loadMessages(part: Exclude<CataloguePart, "site">): Promise<void> {
  return loadPart(isLocale(i18n.locale) ? i18n.locale : "en", part);
}

/**
 * The language of the page on screen: the active catalogue's, which main.tsx (and the prerenderer) chose from the
 * page's address (/hi/... is Hindi). Needs no router, so the overlays outside the routes use it too.
 */
export function useLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : "en";
}

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
  return <>{formatRich(i18n.messages.get(id) ?? id, values, components)}</>;
}

/** A link to a page of the site in the page's own language: `to="/visa-form"` goes to /hi/visa-form on a Hindi page. */
export function LocaleLink({ to, ...props }: Omit<ComponentProps<typeof Link>, "to"> & { to: string }) {
  const locale = useLocale();
  return <Link to={localisedPath(to, locale)} {...props} />;
}
