import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildHero } from "#hero.ts";
import { HINDI_NOT_LOADED, hindiSupportLoaded, loadHindiSupport, needsHindiSupport } from "#hindi-support.ts";
import { parseUrlKeywords } from "#parse-url-keywords.ts";
import { personaliseLanding } from "#personalise-landing.ts";
import { LATIN_MATCHER } from "#vocabulary.ts";
import * as devanagari from "#vocabulary-hi.ts";
import * as hinglish from "#vocabulary-hinglish.ts";

// The Hindi support is fetched only when a page needs it (docs/behaviours/speed.md#public-pages: the home's weight).
// These tests pin what that split must never change: a Latin text reads the same with or without it, and
// needsHindiSupport says yes to every text the Devanagari lists could match. The tests in order: first without the
// support loaded, then with it.

const DEVANAGARI = /\p{Script=Devanagari}/u;

function stringsOf(module: Record<string, unknown>, except: readonly string[] = []): string[] {
  return Object.entries(module)
    .filter(([name, value]) => !except.includes(name) && typeof value !== "function")
    .flatMap(([, value]) => (Array.isArray(value) ? value : Object.values(value as object).flat()))
    .filter((word): word is string => typeof word === "string");
}

describe("before the Hindi support is loaded (an English page)", () => {
  it("reads Hinglish searches, which need no Devanagari lists", () => {
    expect(hindiSupportLoaded()).toBe(false);
    expect(parseUrlKeywords("uk visa refuse ho gaya")).toMatchObject({
      detectedCountry: "GB",
      hasRejectionKeywords: true,
    });
    expect(parseUrlKeywords("amrika ghumne jana hai turant")).toMatchObject({
      detectedCountry: "US",
      detectedService: "visitor",
      hasUrgencyKeywords: true,
    });
    expect(parseUrlKeywords("uk visa kaise milega aur kitne din se").keywords).toEqual([
      "uk",
      "visa",
      "milega",
      "kitne",
      "din",
    ]);
    const landing = personaliseLanding({ url: "https://visadesk.in/?q=uk+visa+refuse+ho+gaya" });
    expect(landing.heroTitle).toBe("UK visa refused? Appeal with 95% success");
  });

  it("says which landings need it: a Hindi page, or Devanagari in the search words, encoded or not", () => {
    expect(needsHindiSupport({ url: "https://visadesk.in/hi/", locale: "hi" })).toBe(true);
    expect(needsHindiSupport({ url: "https://visadesk.in/?q=कनाडा+वीज़ा" })).toBe(true);
    expect(needsHindiSupport({ url: `/?utm_term=${encodeURIComponent("यूके वीज़ा")}` })).toBe(true);
    expect(needsHindiSupport({ url: `/?q=${encodeURIComponent(encodeURIComponent("यूके"))}` })).toBe(true);
    expect(needsHindiSupport({ url: "/?url=%2F%3Fq%3D%E0%A4%95%E0%A4%A8%E0%A4%BE%E0%A4%A1%E0%A4%BE" })).toBe(
      true,
    );
    expect(needsHindiSupport({ url: "https://visadesk.in/?q=uk+visa+refuse+ho+gaya" })).toBe(false);
    expect(needsHindiSupport({ url: "https://visadesk.in/" })).toBe(false);
    // Devanagari outside the search words (a path, an unread parameter) changes nothing the parser reads.
    expect(needsHindiSupport({ url: "https://visadesk.in/?ref=कनाडा" })).toBe(false);
  });

  it("refuses to build a Hindi hero in English: a programming error, not a silent wrong language", () => {
    const input = {
      country: null,
      service: "general",
      refusal: false,
      urgency: "low",
      location: null,
    } as const;
    expect(() => buildHero({ ...input, specialised: false }, "hi")).toThrow(HINDI_NOT_LOADED);
  });
});

describe("the split between the lists every page has and the ones fetched on demand", () => {
  it("keeps every Devanagari phrase out of the Latin lists, and only Devanagari ones in the fetched lists", () => {
    const latin = stringsOf(hinglish, ["FILLER_WORDS_HI"]);
    const fetched = stringsOf(devanagari);
    expect(latin.length).toBeGreaterThan(30);
    expect(fetched.length).toBeGreaterThan(60);
    expect(latin.filter((word) => DEVANAGARI.test(word))).toEqual([]);
    expect(fetched.filter((word) => !DEVANAGARI.test(word))).toEqual([]);
  });

  it("finds the same phrases in any text without Devanagari, with or without the fetched lists", async () => {
    const { LANDING_MATCHER } = await import("#hindi-language.ts");
    const word = fc.constantFrom(
      ...stringsOf(hinglish),
      "uk",
      "canada",
      "visa",
      "refused",
      "urgent",
      "mumbai",
    );
    const latinText = fc
      .array(fc.oneof(word, fc.string()), { maxLength: 8 })
      .map((words) => words.join(" "))
      .filter((text) => !DEVANAGARI.test(text));
    fc.assert(
      fc.property(latinText, (text) => {
        expect(LANDING_MATCHER.scan(text)).toEqual(LATIN_MATCHER.scan(text));
      }),
    );
  });
});

describe("once the Hindi support is loaded (a Hindi page, or a Devanagari search)", () => {
  it("reads Devanagari and builds the Hindi hero", async () => {
    await loadHindiSupport();
    expect(hindiSupportLoaded()).toBe(true);
    expect(parseUrlKeywords("कनाडा स्टडी वीज़ा")).toMatchObject({
      detectedCountry: "CA",
      detectedService: "student",
    });
    const hindi = personaliseLanding({
      url: "https://visadesk.in/hi/?q=uk+visa+refuse+ho+gaya",
      locale: "hi",
    });
    expect(hindi.heroTitle).toBe("यूके वीज़ा रिफ़्यूज़ हो गया? 95% सफलता वाली अपील करवाएँ");
  });
});
