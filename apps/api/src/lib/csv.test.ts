import { stringify } from "csv-stringify/sync";
import { describe, expect, it } from "vitest";
import { csvCell, csvRecords } from "#lib/csv.ts";

describe("CSV text", () => {
  it("writes records as csv-stringify did before exports wrote their own text", () => {
    const records = [
      ["plain", 42, -7, 1.5, true, false, null, undefined, ""],
      ['a "quoted" word', "a, comma", "two\nlines", "a\rreturn", " spaced ", "ünïcødé", "0"],
      [{ appointmentOn: "2025-01-02", decisionOn: null }, "+919876543210", "=1+1", "-2", "@x", "\tx"],
    ];
    const before = stringify(records.map((record) => record.map(csvCell)));
    expect(csvRecords(records)).toBe(before);
  });

  it("leaves a negative number as a number (a spreadsheet runs no formula from it)", () => {
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell("-3")).toBe("'-3");
  });
});
