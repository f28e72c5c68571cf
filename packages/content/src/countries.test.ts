import { describe, expect, it } from "vitest";
import {
  COUNTRIES,
  countryLabel,
  FLAG_STRIP,
  getCountry,
  SCHENGEN_DESTINATIONS,
  TOP_DESTINATIONS,
} from "#countries.ts";

describe("COUNTRIES", () => {
  it("lists 190+ countries with unique ISO alpha-2 codes", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(190);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) expect(country.code).toMatch(/^[A-Z]{2}$/);
  });

  it("gives every country a name without the ISO list's inverted forms", () => {
    for (const country of COUNTRIES) {
      expect(country.name).not.toMatch(/[,(]/);
      expect(country.names).toContain(country.name);
    }
  });

  it("uses the names visitors search for", () => {
    expect(getCountry("KR")?.name).toBe("South Korea");
    expect(getCountry("RU")?.name).toBe("Russia");
    expect(getCountry("GB")?.names).toEqual(expect.arrayContaining(["United Kingdom", "UK", "England"]));
    expect(getCountry("US")?.names).toEqual(expect.arrayContaining(["United States", "USA", "America"]));
  });

  it("leaves out uninhabited territories and is sorted by name", () => {
    expect(getCountry("AQ")).toBeUndefined();
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("labels headline countries with their short names", () => {
    expect(countryLabel("GB")).toBe("UK");
    expect(countryLabel("us")).toBe("USA");
    expect(countryLabel("AE")).toBe("UAE");
    expect(countryLabel("CA")).toBe("Canada");
    expect(countryLabel("XX")).toBeUndefined();
  });
});

describe("TOP_DESTINATIONS", () => {
  it("holds known, unique countries, the first 24 of which are the splash flag strip", () => {
    expect(new Set(TOP_DESTINATIONS).size).toBe(TOP_DESTINATIONS.length);
    for (const code of [...TOP_DESTINATIONS, ...SCHENGEN_DESTINATIONS])
      expect(getCountry(code)).toBeDefined();
    expect(FLAG_STRIP).toHaveLength(24);
    expect(FLAG_STRIP.map((c) => c.code)).toEqual(TOP_DESTINATIONS.slice(0, 24));
    expect(TOP_DESTINATIONS[0]).toBe("GB");
  });
});
