import { FEATURED_COUNTRY_NAMES, SHORT_COUNTRY_NAMES } from "@visadesk/content/featured-countries";
import { loadOnce } from "#lib/load-once.ts";

// Country names in English for every page. The countries the first load shows (the splash's flags, the home page's
// destinations and figures, the human check's flags) are named from the featured list, a few hundred bytes; the whole
// ISO list (~2.5 KB compressed) is fetched only where any country can appear (docs/behaviours/speed.md#public-pages:
// the home page's weight): by the enquiry form's route, with the landing parser (a search can name any country), by
// main.tsx when the server's country labels name a country outside the featured list, and by the prerenderer.

const isoList = loadOnce(() => import("@visadesk/content/countries"));

/** Fetches the ISO list once; afterwards every country has its name. */
export const loadCountryList: () => Promise<unknown> = isoList.load;

/** Whether `code` is named without the ISO list (featured), so a page that shows it need not wait for the list. */
export function isFeaturedCountry(code: string): boolean {
  return code.toUpperCase() in FEATURED_COUNTRY_NAMES;
}

/** A country's common English name ("United Kingdom"), or undefined for a code neither list knows (yet). */
export function englishCountryName(code: string): string | undefined {
  const upper = code.toUpperCase();
  return FEATURED_COUNTRY_NAMES[upper] ?? isoList.current()?.getCountry(upper)?.name;
}

/** A country's name inside a headline ("UK", "USA", "UAE", else the common name), or undefined. */
export function englishCountryLabel(code: string): string | undefined {
  const name = englishCountryName(code);
  return name === undefined ? undefined : (SHORT_COUNTRY_NAMES[code.toUpperCase()] ?? name);
}
