import type { Locale } from "#i18n/locales.ts";
import type { MessageKey } from "#i18n/message-keys.ts";

/** Every message of the public site, by key; `node scripts/check-messages.mjs` checks that each language has them all. */
export type { MessageKey };

/** A catalogue compiled for Lingui (ICU parsed ahead of time, so no parser ships to the browser). */
export type CompiledCatalogue = Partial<Record<MessageKey, unknown>>;

/**
 * The catalogues of a language: the site's messages, which every page loads, and the texts of one kind of page, loaded
 * only with it (docs/behaviours/speed.md#public-pages: the home page's first load carried the form's, the destination
 * pages' and the head tags' texts): the legal pages' long texts, the enquiry form's, the destination pages', and the
 * head tags' (`meta`, which only the build's prerenderer writes; the browser never changes a page's head).
 */
export type CataloguePart = "site" | keyof typeof PARTS;

// The key prefixes of each part but the site's. `scripts/check-messages.mjs` splits the compiled files by the same
// table (a copy: it runs on Node without TypeScript); messages.test.ts fails if the two disagree.
const PARTS = {
  legal: ["privacy.", "terms.", "legal."],
  form: ["form.", "success.", "visaType."],
  destination: ["destination."],
  meta: ["meta."],
} as const satisfies Record<string, readonly string[]>;

/** The catalogue a key belongs to, by its prefix: "site" for every key no other part claims. */
export function catalogueOfKey(key: string): CataloguePart {
  for (const [part, prefixes] of Object.entries(PARTS) as [keyof typeof PARTS, readonly string[]][])
    if (prefixes.some((prefix) => key.startsWith(prefix))) return part;
  return "site";
}

/** Whether a key belongs to the legal pages' catalogue. */
export function isLegalKey(key: string): boolean {
  return catalogueOfKey(key) === "legal";
}

// One import per file, each written out, so that the bundler makes each compiled catalogue a chunk of its own.
const CATALOGUES: Record<Locale, Record<CataloguePart, () => Promise<{ default: unknown }>>> = {
  en: {
    site: () => import("#i18n/compiled/en.json"),
    legal: () => import("#i18n/compiled/en.legal.json"),
    form: () => import("#i18n/compiled/en.form.json"),
    destination: () => import("#i18n/compiled/en.destination.json"),
    meta: () => import("#i18n/compiled/en.meta.json"),
  },
  hi: {
    site: () => import("#i18n/compiled/hi.json"),
    legal: () => import("#i18n/compiled/hi.legal.json"),
    form: () => import("#i18n/compiled/hi.form.json"),
    destination: () => import("#i18n/compiled/hi.destination.json"),
    meta: () => import("#i18n/compiled/hi.meta.json"),
  },
};

/**
 * One compiled catalogue of one language, as its own chunk: a page downloads only the language it shows, and a part
 * other than "site" only with the pages that show it. The JSON is written by `node scripts/check-messages.mjs --write`
 * from messages/<locale>.json.
 */
export async function loadCatalogue(
  locale: Locale,
  part: CataloguePart = "site",
): Promise<CompiledCatalogue> {
  const module = await CATALOGUES[locale][part]();
  return module.default as CompiledCatalogue;
}
