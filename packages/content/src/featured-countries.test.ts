import { describe, expect, it } from "vitest";
import { countryLabel, FLAG_STRIP, getCountry } from "#countries.ts";
import { COUNTRY_STATS } from "#country-stats.ts";
import { DESTINATION_SOURCES } from "#destinations.ts";
import {
  FEATURED_COUNTRY_NAMES,
  FLAG_STRIP_CODES,
  SCHENGEN_DESTINATIONS,
  SHORT_COUNTRY_NAMES,
  TOP_DESTINATIONS,
} from "#featured-countries.ts";

describe("the featured countries", () => {
  it("are named as the ISO list names them", () => {
    for (const [code, name] of Object.entries(FEATURED_COUNTRY_NAMES))
      expect(getCountry(code)?.name, code).toBe(name);
    for (const code of Object.keys(SHORT_COUNTRY_NAMES))
      expect(countryLabel(code), code).toBe(SHORT_COUNTRY_NAMES[code]);
  });

  it("include every country the site names without loading the ISO list", () => {
    const named = [
      ...TOP_DESTINATIONS,
      ...SCHENGEN_DESTINATIONS,
      ...COUNTRY_STATS.map((stats) => stats.code),
      ...DESTINATION_SOURCES.map((destination) => destination.code),
      // The human check's flag tiles (@visadesk/detectors).
      "IN",
      "GB",
      "US",
    ];
    for (const code of named) expect(FEATURED_COUNTRY_NAMES[code], code).toBeDefined();
  });

  it("give the splash's flag strip the first 24 top destinations, the ISO list's strip", () => {
    expect(FLAG_STRIP_CODES).toEqual(FLAG_STRIP.map((country) => country.code));
  });
});
