import { describe, expect, it } from "vitest";
import {
  type CountryLabel,
  isLabelStale,
  labelDate,
  SEED_COUNTRY_LABELS,
  STALE_SLOT_TEXT,
  toPublicLabel,
} from "#country-labels.ts";

const uk: CountryLabel = {
  code: "GB",
  successRate: "96%",
  slotAvailability: "Slots this week",
  biometricWait: "3-5 days",
  checkedOn: "2026-11-01",
  checkedBy: "Asha Rao",
};

describe("country labels", () => {
  it("seeds one dated label per destination with figures", () => {
    expect(SEED_COUNTRY_LABELS).toHaveLength(17);
    for (const label of SEED_COUNTRY_LABELS) {
      expect(new Date(`${label.checkedOn}T00:00:00Z`).toISOString().slice(0, 10)).toBe(label.checkedOn);
      expect(label.slotAvailability).not.toBe("");
      expect(label.biometricWait).not.toBe("");
      expect(label.checkedBy).toBeNull();
    }
  });

  it("counts a label as stale after 30 days, not on the 30th", () => {
    expect(isLabelStale("2026-11-01", "2026-12-01")).toBe(false);
    expect(isLabelStale("2026-11-01", "2026-12-02")).toBe(true);
  });

  it("drops a stale label's 'this week' claim but keeps its other figures", () => {
    expect(toPublicLabel(uk, "2026-11-20")).toEqual({
      code: "GB",
      successRate: "96%",
      successBasis: "Our estimate",
      slotAvailability: "Slots this week",
      biometricWait: "3-5 days",
      checkedOn: "2026-11-01",
      stale: false,
    });
    const stale = toPublicLabel(uk, "2027-01-01");
    expect(stale.successBasis).toBe("Our estimate, due for a check");
    expect(stale.slotAvailability).toBe(STALE_SLOT_TEXT);
    expect(stale.biometricWait).toBe("3-5 days");
    expect(stale.stale).toBe(true);
    expect(
      toPublicLabel({ ...uk, slotAvailability: "Slots in 2 weeks" }, "2027-01-01").slotAvailability,
    ).toBe("Slots in 2 weeks");
  });

  it("dates labels by India's calendar", () => {
    expect(labelDate(new Date("2026-11-22T21:30:00Z"))).toBe("2026-11-23");
    expect(labelDate(new Date("2026-11-22T10:00:00Z"))).toBe("2026-11-22");
  });
});
