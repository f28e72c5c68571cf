import { describe, expect, it } from "vitest";
import { getCountry } from "#countries.ts";
import { COUNTRY_STATS, getCountryStats } from "#country-stats.ts";

describe("COUNTRY_STATS", () => {
  it("covers 17 distinct known countries (docs/behaviours/public-site.md#who-it-is-for)", () => {
    expect(COUNTRY_STATS).toHaveLength(17);
    expect(new Set(COUNTRY_STATS.map((s) => s.code)).size).toBe(17);
    for (const stats of COUNTRY_STATS) expect(getCountry(stats.code)).toBeDefined();
  });

  it("claims success rates between 89% and 99%", () => {
    const rates = COUNTRY_STATS.map((s) => Number(s.successRate.replace("%", "")));
    for (const [i, rate] of rates.entries()) {
      expect(COUNTRY_STATS[i]?.successRate).toMatch(/^\d{2}%$/);
      expect(rate).toBeGreaterThanOrEqual(89);
      expect(rate).toBeLessThanOrEqual(99);
    }
    expect(Math.min(...rates)).toBe(89);
    expect(Math.max(...rates)).toBe(99);
  });

  it("finds a country's figures by code in any case", () => {
    expect(getCountryStats("gb")?.successRate).toBe("96%");
    expect(getCountryStats("IN")).toBeUndefined();
  });
});
