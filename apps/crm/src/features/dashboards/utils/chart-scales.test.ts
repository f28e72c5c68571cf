import { describe, expect, it } from "vitest";
import { namedCategories, valueTicks, wrapWords } from "#features/dashboards/utils/chart-scales.ts";

describe("a chart's value axis", () => {
  it("takes round steps from zero to at least the largest value", () => {
    expect(valueTicks(9_400, false)).toEqual([0, 2_500, 5_000, 7_500, 10_000]);
    expect(valueTicks(450_000, false)).toEqual([0, 200_000, 400_000, 600_000]);
    expect(valueTicks(0.7, false)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });

  it("counts in whole numbers when every figure is whole (never half a lead)", () => {
    expect(valueTicks(3, true)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(2, true)).toEqual([0, 1, 2]);
    expect(valueTicks(10, true)).toEqual([0, 5, 10]);
    expect(valueTicks(37, true)).toEqual([0, 10, 20, 30, 40]);
  });

  it("has an axis to draw when nothing is above zero", () => {
    expect(valueTicks(0, true)).toEqual([0, 1]);
  });
});

describe("the names under a chart", () => {
  const months = Array.from({ length: 24 }, (_, i) => `Month ${i + 1}`);

  it("are all written when there are few", () => {
    expect([...namedCategories(["Asha", "Ravi", "Meena"], 300, 6)]).toEqual([0, 1, 2]);
  });

  it("are thinned to those that fit, the last one always kept", () => {
    const named = namedCategories(months, 320, 6);
    expect(named.has(23)).toBe(true);
    expect(named.size).toBeLessThan(24);
    // Every name gets as much room as its width (8 characters at 7 px, and a gap).
    expect((320 / 24) * (23 - Math.max(...[...named].filter((i) => i !== 23)))).toBeGreaterThanOrEqual(64);
  });

  it("are all written when the chart is wide enough", () => {
    expect(namedCategories(months, 24 * 80, 6).size).toBe(24);
  });
});

describe("a long name beside a bar", () => {
  it("is cut between words into lines that fit", () => {
    expect(wrapWords("Deal won with the first quote", 105)).toEqual(["Deal won with", "the first quote"]);
    expect(wrapWords("Priya Sharma", 105)).toEqual(["Priya Sharma"]);
  });

  it("keeps a word longer than the line whole", () => {
    expect(wrapWords("Supercalifragilistic", 70)).toEqual(["Supercalifragilistic"]);
  });
});
