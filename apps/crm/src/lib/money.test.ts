import { describe, expect, it } from "vitest";
import { readRupees } from "#lib/money.ts";

describe("readRupees", () => {
  it.each([
    ["35000", 35_000],
    ["35,000", 35_000],
    ["35,000.00", 35_000],
    ["₹1,25,000", 125_000],
    ["Rs. 500", 500],
    ["  0 ", 0],
    ["1,00,00,000", 10_000_000],
  ])("reads %j as %d rupees", (text, rupees) => {
    expect(readRupees(text)).toEqual({ kind: "rupees", value: rupees });
  });

  it("reads an empty field as nothing typed", () => {
    expect(readRupees("  ")).toEqual({ kind: "empty" });
  });

  it.each([
    ["12.50", "must be whole rupees, without paise"],
    ["abc", "must be an amount in rupees, such as 35,000"],
    ["35,00,0", "must be an amount in rupees, such as 35,000"],
    ["-500", "cannot be less than zero"],
    ["100000001", "cannot be more than ₹10,00,00,000"],
  ])("explains %j in words", (text, message) => {
    const reading = readRupees(text);
    expect(reading).toEqual({ kind: "invalid", message });
    expect(JSON.stringify(reading)).not.toMatch(/NaN|expected/);
  });
});
