import type { Locale } from "#i18n/locales.ts";
import type { MessageKey } from "#i18n/message-keys.ts";

/** Every message of the public site, by key; `node scripts/check-messages.mjs` checks that each language has them all. */
export type { MessageKey };

/** A catalogue compiled for Lingui (ICU parsed ahead of time, so no parser ships to the browser). */
export type CompiledCatalogue = Partial<Record<MessageKey, unknown>>;

/** The catalogues of a language: the site's messages, and the legal pages' long texts (loaded only with them). */
export type CataloguePart = "site" | "legal";

/** Whether a key belongs to the legal pages' catalogue; `scripts/check-messages.mjs` splits by the same rule. */
export function isLegalKey(key: string): boolean {
  return key.startsWith("privacy.") || key.startsWith("terms.") || key.startsWith("legal.");
}

/**
 * One compiled catalogue of one language, as its own chunk: a page downloads only the language it shows, and the
 * legal texts only on the legal pages. The JSON is written by `node scripts/check-messages.mjs --write` from
 * messages/<locale>.json.
 */
export async function loadCatalogue(
  locale: Locale,
  part: CataloguePart = "site",
): Promise<CompiledCatalogue> {
  const module =
    part === "legal"
      ? locale === "hi"
        ? await import("#i18n/compiled/hi.legal.json")
        : await import("#i18n/compiled/en.legal.json")
      : locale === "hi"
        ? await import("#i18n/compiled/hi.json")
        : await import("#i18n/compiled/en.json");
  return module.default as unknown as CompiledCatalogue;
}
