import { getCountries } from "libphonenumber-js/min";
import { describe, expect, it } from "vitest";
import { ZCountryCode } from "#crm/common.ts";
import { COUNTRY_CODES } from "#crm/country-codes.ts";

describe("COUNTRY_CODES", () => {
  it("is the phone library's regions less the three that are not ISO countries (what isSupportedCountry allowed)", () => {
    const fromLibrary = getCountries().filter((code) => !["AC", "TA", "XK"].includes(code));
    expect([...COUNTRY_CODES].sort()).toEqual([...fromLibrary].sort());
  });

  it("is what ZCountryCode accepts", () => {
    expect(ZCountryCode.parse(" in ")).toBe("IN");
    expect(ZCountryCode.safeParse("AQ").success).toBe(false);
    expect(ZCountryCode.safeParse("TA").success).toBe(false);
  });
});
