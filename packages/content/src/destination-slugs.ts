import { COUNTRY_STATS } from "#country-stats.ts";
import { FEATURED_COUNTRY_NAMES } from "#featured-countries.ts";

/** An English name as an address segment: "United Arab Emirates" → "united-arab-emirates" (ASCII names only). */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * The address of a country's destination page (ISO alpha-2, any case): `/visa/<its name as a slug>` for the 17
 * countries with labels, undefined for the rest. Derived, not listed, so that the home page's cards and chips link
 * to the pages without loading a table of addresses or the ISO country list (destinations.ts checks every page is at this address).
 */
export function destinationPath(code: string): string | undefined {
  const upper = code.toUpperCase();
  // Every country with labels is featured (featured-countries.test.ts): its name needs no ISO list.
  const name = COUNTRY_STATS.some((stats) => stats.code === upper)
    ? FEATURED_COUNTRY_NAMES[upper]
    : undefined;
  return name ? `/visa/${slugOf(name)}` : undefined;
}
