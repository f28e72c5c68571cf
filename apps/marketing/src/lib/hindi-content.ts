// The site's Hindi texts (@visadesk/content/i18n/hindi: city advice, FAQ, services, destination summaries, country
// names) and the country labels' Hindi wording are chunks of their own, fetched by Hindi pages only:
// activateLocale("hi") awaits loadHindiContent() before the first render, as it does the Hindi catalogue, so that
// components can read them synchronously.

import { loadOnce } from "#lib/load-once.ts";

type HindiContent = typeof import("@visadesk/content/i18n/hindi") &
  Pick<typeof import("@visadesk/content/country-label-words"), "hindiLabelWords">;

// The Hindi wording of the country labels too (~1 KB compressed): only a Hindi page shows it
// (docs/behaviours/speed.md#public-pages).
const texts = loadOnce(async (): Promise<HindiContent> => {
  const [content, labelWords] = await Promise.all([
    import("@visadesk/content/i18n/hindi"),
    import("@visadesk/content/country-label-words"),
  ]);
  return { ...content, hindiLabelWords: labelWords.hindiLabelWords };
});

/** Fetches the Hindi texts once. */
export const loadHindiContent: () => Promise<HindiContent> = texts.load;

/** The Hindi texts; only a Hindi page asks, and its locale's activation has loaded them. */
export function hindiContent(): HindiContent {
  const loaded = texts.current();
  if (!loaded)
    throw new Error("The Hindi texts are not loaded: activateLocale('hi') loads them before a Hindi page");
  return loaded;
}
