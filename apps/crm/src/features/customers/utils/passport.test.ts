import { describe, expect, it } from "vitest";
import { passportWarning } from "#features/customers/utils/passport.ts";

describe("passportWarning", () => {
  it("warns when the passport expires within 6 months of today", () => {
    expect(passportWarning("2027-05-01", "2026-11-22")).toMatch(/within 6 months/);
    expect(passportWarning("2027-06-01", "2026-11-22")).toBeNull();
  });

  it("warns within 6 months of a later travel date", () => {
    expect(passportWarning("2027-06-01", "2026-11-22", "2027-02-01")).toMatch(/of the travel date/);
  });

  it("says an expired passport has expired", () => {
    expect(passportWarning("2026-01-01", "2026-11-22")).toMatch(/expired/);
    expect(passportWarning(null, "2026-11-22")).toBeNull();
  });
});
