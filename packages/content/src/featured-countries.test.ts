import { describe, expect, it } from "vitest";
import { countryLabel, getCountry } from "#countries.ts";
import { COUNTRY_STATS } from "#country-stats.ts";
import { DESTINATION_SOURCES } from "#destinations.ts";
import {
  FEATURED_COUNTRY_NAMES,
  FEATURED_FLAG_STRIP,
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

  it("give the splash's flag strip the first 24 top destinations", () => {
    expect(FEATURED_FLAG_STRIP.map((country) => country.code)).toEqual(TOP_DESTINATIONS.slice(0, 24));
    expect(FEATURED_FLAG_STRIP[0]).toEqual({ code: "GB", name: "United Kingdom" });
  });
});
