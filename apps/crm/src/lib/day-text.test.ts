import { describe, expect, it } from "vitest";
import { dayText, readDay } from "#lib/day-text.ts";

describe("readDay", () => {
  it("reads the Indian order, day first", () => {
    expect(readDay("25/12/2026")).toEqual({ kind: "day", value: "2026-12-25" });
    expect(readDay("5-1-2027")).toEqual({ kind: "day", value: "2027-01-05" });
    expect(readDay("2026-12-25")).toEqual({ kind: "day", value: "2026-12-25" });
    expect(dayText("2026-12-25")).toBe("25/12/2026");
  });

  it("refuses a day that is not in the calendar, in words", () => {
    expect(readDay("31/02/2026")).toEqual({ kind: "invalid", message: "is not a day of the calendar" });
    expect(readDay("12/25")).toMatchObject({ kind: "invalid" });
  });
});
