import type { Locale } from "#i18n/locales.ts";
import type en from "#i18n/messages/en.json";

/** Every message of the public site, by key; `node scripts/check-messages.mjs` checks that each language has them all. */
export type MessageKey = keyof typeof en;

/** A catalogue compiled for Lingui (ICU parsed ahead of time, so no parser ships to the browser). */
export type CompiledCatalogue = Record<MessageKey, unknown>;

/**
 * The compiled catalogue of one language, as its own chunk: a page downloads only the language it shows. The JSON is
 * written by `node scripts/check-messages.mjs --write` from messages/<locale>.json.
 */
export async function loadCatalogue(locale: Locale): Promise<CompiledCatalogue> {
  const module =
    locale === "hi" ? await import("#i18n/compiled/hi.json") : await import("#i18n/compiled/en.json");
  return module.default as CompiledCatalogue;
}
