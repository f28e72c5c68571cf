import { describe, expect, it } from "vitest";
import { ZPersonName } from "#crm/common.ts";
import { ZDate, ZInstant, ZShownText, ZUtcInstant } from "#primitives.ts";

describe("dates and instants", () => {
  it("refuse year 0000 and years the database cannot store", () => {
    for (const day of ["0000-01-01", "0001-01-01", "1899-12-31", "3000-01-01", "9999-12-31"]) {
      expect(ZDate.safeParse(day).success, day).toBe(false);
    }
    expect(ZDate.parse("2025-02-01")).toBe("2025-02-01");
    expect(ZDate.safeParse("2025-02-30").success).toBe(false);
  });

  it("check the UTC year of an instant, offsets included", () => {
    expect(ZInstant.safeParse("0000-01-01T00:00:00Z").success).toBe(false);
    expect(ZInstant.safeParse("2999-12-31T23:00:00-05:00").success).toBe(false);
    expect(ZInstant.parse("2025-01-06T09:00:00+05:30")).toBe("2025-01-06T09:00:00+05:30");
    expect(ZUtcInstant.safeParse("0000-01-01T00:00:00Z").success).toBe(false);
    expect(ZUtcInstant.parse("2025-01-06T09:00:00Z")).toBe("2025-01-06T09:00:00Z");
  });
});

describe("shown text", () => {
  it("strips bidi override and isolate characters", () => {
    expect(ZShownText(50).parse("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(ZPersonName.parse("\u2066Asha\u2069 Rao")).toBe("Asha Rao");
  });

  it("refuses a name made only of zero-width characters", () => {
    const result = ZPersonName.safeParse("\u200B\u200C\u200D\uFEFF");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("must contain visible characters");
    expect(ZPersonName.safeParse("   ").success).toBe(false);
  });
});
