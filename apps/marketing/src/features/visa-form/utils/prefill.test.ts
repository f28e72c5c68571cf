import { describe, expect, it } from "vitest";
import { prefillFromQuery } from "#features/visa-form/utils/prefill.ts";

describe("prefillFromQuery", () => {
  it("reads the destination, visa type and refusal a destination page links with", () => {
    expect(prefillFromQuery("?country=gb&visa=student&refused=yes")).toEqual({
      destinationCountry: "GB",
      visaType: "student",
      priorRefusal: "yes",
    });
  });

  it("ignores unknown countries and visa types", () => {
    expect(prefillFromQuery("?country=XX&visa=tourist")).toEqual({});
    expect(prefillFromQuery("")).toEqual({});
  });
});
