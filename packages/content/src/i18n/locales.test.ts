import { describe, expect, it } from "vitest";
import { formatIsoDate, formatNumber, formatRupees } from "#i18n/format.ts";
import { basePath, hasHindiVersion, localeOfPath, localisedPath } from "#i18n/locales.ts";

describe("locale paths", () => {
  it.each([
    ["/", "en", "/", "/hi"],
    ["/hi", "hi", "/", "/hi"],
    ["/hi/visa/canada", "hi", "/visa/canada", "/hi/visa/canada"],
    ["/visa-form", "en", "/visa-form", "/hi/visa-form"],
    ["/history", "en", "/history", "/hi/history"],
  ] as const)("%s is %s, base %s, Hindi %s", (path, locale, base, hindi) => {
    expect(localeOfPath(path)).toBe(locale);
    expect(basePath(path)).toBe(base);
    expect(localisedPath(path, "hi")).toBe(hindi);
    expect(localisedPath(path, "en")).toBe(base);
  });

  it("knows that every page, the blog posts included, has a Hindi version", () => {
    expect(hasHindiVersion("/blog/some-post")).toBe(true);
    expect(hasHindiVersion("/hi/blog/some-post")).toBe(true);
    expect(hasHindiVersion("/blog")).toBe(true);
    expect(hasHindiVersion("/hi/visa/canada")).toBe(true);
  });
});

describe("Indian formats in both languages", () => {
  it("groups digits the Indian way and writes rupees with ₹", () => {
    expect(formatNumber(1234567, "en")).toBe("12,34,567");
    expect(formatNumber(1234567, "hi")).toBe("12,34,567");
    expect(formatRupees(125000, "hi")).toBe("₹1,25,000");
    expect(formatRupees(125000, "en")).toBe("₹1,25,000");
  });

  it("writes dates with the month's name in the language, on the calendar day given", () => {
    expect(formatIsoDate("2025-06-02", "en")).toBe("2 June 2025");
    expect(formatIsoDate("2025-06-02", "hi")).toBe("2 जून 2025");
  });
});
