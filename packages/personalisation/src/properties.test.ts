import { COUNTRIES } from "@visadesk/content/countries";
import { LOCATION_IDS } from "@visadesk/content/locations";
import { VISA_TYPES } from "@visadesk/content/services";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildHero } from "#hero.ts";
import { parseUrlKeywords } from "#parse-url-keywords.ts";
import { personaliseLanding } from "#personalise-landing.ts";

// Words that steer personalisation, mixed with arbitrary text so that runs reach the specialised branches.
const signalWord = fc.constantFrom(
  "uk",
  "usa",
  "canada",
  "new zealand",
  "schengen",
  "student",
  "visitor",
  "refused",
  "appeal",
  "urgent",
  "soon",
  "mumbai",
  "pune",
  "london",
  "job",
  "pr",
  "india",
);
const queryText = fc
  .array(fc.oneof(signalWord, fc.string(), fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" })), {
    maxLength: 8,
  })
  .map((parts) => parts.join(" "));
const encodedQuery = fc.oneof(
  queryText.map((text) => `?q=${encodeURIComponent(text)}`),
  queryText.map((text) => `?utm_term=${text}`),
  fc.string().map((raw) => `?${raw}`),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
);
const landingUrl = encodedQuery.map((query) =>
  query.startsWith("http") ? query : `https://visadesk.in/${query}`,
);
const forceCountry = fc.option(fc.oneof(fc.constantFrom("GB", "us", "IN", "XX", ""), fc.string()), {
  nil: undefined,
});

const run = (url: string, force: string | undefined) =>
  personaliseLanding(force === undefined ? { url } : { url, forceCountry: force });

describe("properties", () => {
  it("never throws, for any text or address", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), forceCountry, (anything, force) => {
        parseUrlKeywords(anything);
        run(anything, force);
      }),
    );
    fc.assert(fc.property(landingUrl, forceCountry, (url, force) => void run(url, force)));
  });

  it("is deterministic", () => {
    fc.assert(
      fc.property(landingUrl, forceCountry, (url, force) => {
        expect(run(url, force)).toEqual(run(url, force));
        expect(parseUrlKeywords(url)).toEqual(parseUrlKeywords(url));
      }),
    );
  });

  it("always gives a valid result: focus countries known, unique and non-empty; enums in range", () => {
    const codes = new Set(COUNTRIES.map((c) => c.code));
    fc.assert(
      fc.property(landingUrl, forceCountry, (url, force) => {
        const result = run(url, force);
        expect(result.focusCountries.length).toBeGreaterThan(0);
        expect(new Set(result.focusCountries).size).toBe(result.focusCountries.length);
        for (const code of result.focusCountries) expect(codes.has(code)).toBe(true);
        expect(VISA_TYPES).toContain(result.primaryService);
        expect(["low", "medium", "high"]).toContain(result.urgencyLevel);
        if (result.detectedLocation !== null) expect(LOCATION_IDS).toContain(result.detectedLocation);
      }),
    );
  });

  it("builds the hero only from template words and known names", () => {
    const allowed = heroVocabulary();
    fc.assert(
      fc.property(landingUrl, forceCountry, (url, force) => {
        const { heroTitle, heroSubtitle } = run(url, force);
        const unknown = wordsOf(`${heroTitle} ${heroSubtitle}`).filter((word) => !allowed.has(word));
        expect(unknown).toEqual([]);
      }),
    );
  });

  it("never shows URL text as typed: markup and made-up offers cannot reach the hero", () => {
    const payload = fc.oneof(
      fc.constantFrom(
        "<script>alert(1)</script>",
        "guaranteed visa for Rs 99",
        "<img src=x onerror=alert(1)>",
        '"><svg onload=alert(1)>',
        "javascript:alert(1)",
      ),
      // A made-up word that no template or known name contains.
      fc.stringMatching(/^[a-z]{6,12}$/).map((word) => `zq${word}`),
    );
    fc.assert(
      fc.property(payload, queryText, forceCountry, (evil, around, force) => {
        for (const url of [
          `https://visadesk.in/?q=${encodeURIComponent(`${around} ${evil}`)}`,
          `https://visadesk.in/?utm_campaign=${encodeURIComponent(evil)}&q=uk+visa+refused`,
          `https://visadesk.in/?location=${encodeURIComponent(evil)}`,
        ]) {
          const { heroTitle, heroSubtitle } = run(url, force);
          for (const text of [heroTitle, heroSubtitle]) {
            expect(text).not.toContain(evil);
            expect(text).not.toMatch(/[<>]|Rs 99|guaranteed|javascript:/i);
          }
        }
      }),
    );
  });
});

function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== "");
}

// Every word any hero can contain: the templates run over every country, visa type, refusal flag, urgency and place.
function heroVocabulary(): Set<string> {
  const words = new Set<string>();
  const add = (hero: { heroTitle: string; heroSubtitle: string }) => {
    for (const word of wordsOf(`${hero.heroTitle} ${hero.heroSubtitle}`)) words.add(word);
  };
  for (const country of [null, ...COUNTRIES.map((c) => c.code)]) {
    for (const service of VISA_TYPES) {
      for (const refusal of [false, true]) {
        add(buildHero({ country, service, refusal, urgency: "low", location: null, specialised: true }));
      }
    }
  }
  for (const urgency of ["low", "medium", "high"] as const) {
    for (const location of [null, ...LOCATION_IDS]) {
      add(
        buildHero({
          country: null,
          service: "general",
          refusal: false,
          urgency,
          location,
          specialised: true,
        }),
      );
    }
  }
  add(
    buildHero({
      country: null,
      service: "general",
      refusal: false,
      urgency: "low",
      location: null,
      specialised: false,
    }),
  );
  return words;
}
