import { describe, expect, it } from "vitest";
import { getCountry } from "#countries.ts";
import { getLocation, LOCATION_COPY, LOCATION_IDS, LOCATIONS } from "#locations.ts";

describe("locations", () => {
  it("lists the 18 places of docs/behaviours/personalisation.md#locations in its order, each in a known country", () => {
    expect(LOCATION_IDS).toHaveLength(18);
    expect(LOCATIONS.map((l) => l.id)).toEqual([...LOCATION_IDS]);
    for (const location of LOCATIONS) expect(getCountry(location.country)).toBeDefined();
    expect(getLocation("newyork").label).toBe("New York");
  });

  it("has marketing copy for exactly the first five (docs/behaviours/personalisation.md#locations)", () => {
    expect(Object.keys(LOCATION_COPY)).toEqual(["mumbai", "delhi", "bangalore", "hyderabad", "chennai"]);
    for (const copy of Object.values(LOCATION_COPY)) {
      expect(copy.warningMessage.length).toBeGreaterThan(30);
      expect(copy.successRate).toMatch(/^\d{2}%$/);
      expect(copy.localOffice.length).toBeGreaterThan(3);
    }
  });
});
