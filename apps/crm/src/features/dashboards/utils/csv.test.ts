import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "#features/dashboards/utils/csv.ts";

describe("figures as CSV", () => {
  it("quotes what needs quoting and defuses spreadsheet formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
  });

  it("writes a heading line and one line per row", () => {
    const csv = toCsv(
      [
        { key: "k", label: "Keyword", value: (r: { k: string; n: number }) => r.k },
        { key: "n", label: "Enquiries", value: (r: { k: string; n: number }) => r.n, numeric: true },
      ],
      [
        { k: "uk visa", n: 3 },
        { k: "a,b", n: 0 },
      ],
    );
    expect(csv).toBe('Keyword,Enquiries\r\nuk visa,3\r\n"a,b",0\r\n');
  });
});
