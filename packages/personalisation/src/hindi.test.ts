import { COUNTRIES } from "@visadesk/content/countries";
import { LOCATION_IDS } from "@visadesk/content/locations";
import { VISA_TYPES } from "@visadesk/content/services";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { buildHero } from "#hero.ts";
import { DEFAULT_HERO_HI } from "#hero-hi.ts";
import { loadHindiSupport } from "#hindi-support.ts";
import { parseUrlKeywords, readSignals } from "#parse-url-keywords.ts";
import { personaliseLanding } from "#personalise-landing.ts";
import {
  COUNTRY_ALIASES_HI,
  HIGH_URGENCY_WORDS_HI,
  JOB_OR_PR_WORDS_HI,
  MEDIUM_URGENCY_WORDS_HI,
  REJECTION_WORDS_HI,
  SERVICE_WORDS_HI,
} from "#vocabulary-hi.ts";
import {
  COUNTRY_ALIASES_HINGLISH,
  HIGH_URGENCY_WORDS_HINGLISH,
  JOB_OR_PR_WORDS_HINGLISH,
  MEDIUM_URGENCY_WORDS_HINGLISH,
  REJECTION_WORDS_HINGLISH,
  SERVICE_WORDS_HINGLISH,
} from "#vocabulary-hinglish.ts";

// These tests read Devanagari and build Hindi heroes: the Hindi support is loaded as a Hindi page loads it.
beforeAll(() => loadHindiSupport());

describe("Hindi and Hinglish searches (docs/decisions/011, docs/behaviours/personalisation.md#hindi-and-hinglish)", () => {
  it.each([
    ["uk visa refuse ho gaya", "GB", null, true, false],
    ["कनाडा स्टडी वीज़ा", "CA", "student", false, false],
    ["कनाडा स्टडी वीजा", "CA", "student", false, false],
    ["visa reject hone ke baad appeal", null, null, true, false],
    ["amrika ghumne jana hai turant", "US", "visitor", false, true],
    ["यूके वीज़ा रिफ़्यूज़ हो गया", "GB", null, true, false],
    ["यूके वीजा रिफ्यूज हो गया अर्जेंट", "GB", null, true, true],
    ["ऑस्ट्रेलिया पढ़ाई के लिए वीज़ा", "AU", "student", false, false],
    ["शेंगेन वीज़ा आज ही", null, "schengen", false, true],
    ["patni ke liye canada visa", "CA", "dependent", false, false],
  ] as const)(
    "%j → country %j, service %j, refusal %j, urgent %j",
    (text, country, service, refusal, urgent) => {
      const result = parseUrlKeywords(text);
      expect(result.detectedCountry).toBe(country);
      expect(result.detectedService).toBe(service);
      expect(result.hasRejectionKeywords).toBe(refusal);
      expect(result.hasUrgencyKeywords).toBe(urgent);
    },
  );

  it("drops the Hindi filler words (kaise, ko, aur, liye, saath, se) from the keywords", () => {
    expect(parseUrlKeywords("uk visa kaise milega aur kitne din se").keywords).toEqual([
      "uk",
      "visa",
      "milega",
      "kitne",
      "din",
    ]);
    expect(parseUrlKeywords("कनाडा के लिए वीज़ा कैसे").keywords).toEqual(["कनाडा", "के", "वीज़ा"]);
  });

  it("matches short romanised words as whole words only", () => {
    // "pati" is in "patiala", "jald" in "jaldbaaz": neither names a visa type nor urgency there.
    expect(readSignals("patiala se uk visa").detectedService).toBeNull();
    expect(readSignals("पतिदेव").detectedService).toBeNull();
    expect(readSignals("jaldbaaz").hasMediumUrgencyKeywords).toBe(false);
    expect(readSignals("jaldi chahiye uk visa").hasMediumUrgencyKeywords).toBe(true);
  });

  it("gives the generic result for job and permanent-residence phrases in Hindi", () => {
    for (const text of ["canada mein naukari", "कनाडा पीआर", "uk kaam ke liye visa", "ऑस्ट्रेलिया नौकरी"]) {
      const result = personaliseLanding({
        url: `https://visadesk.in/?q=${encodeURIComponent(text)}`,
        locale: "hi",
      });
      expect(result.isSpecialized).toBe(false);
      expect(result.heroTitle).toBe(DEFAULT_HERO_HI.heroTitle);
    }
  });

  it("writes the hero in Hindi on a Hindi landing", () => {
    const canada = personaliseLanding({ url: "https://visadesk.in/hi/?q=कनाडा+स्टडी+वीज़ा", locale: "hi" });
    expect(canada.heroTitle).toBe("कनाडा स्टडी वीज़ा, अनुभवी कंसल्टेंट के साथ");
    expect(canada.focusCountries[0]).toBe("CA");
    const refused = personaliseLanding({
      url: "https://visadesk.in/hi/?q=uk+visa+refuse+ho+gaya",
      locale: "hi",
    });
    expect(refused.heroTitle).toBe("यूके वीज़ा रिफ़्यूज़ हो गया? 95% सफलता वाली अपील करवाएँ");
    const mumbai = personaliseLanding({ url: "https://visadesk.in/hi/?q=mumbai+uk+visa", locale: "hi" });
    expect(mumbai.locationSpecificContent?.localOffice).toBe("अंधेरी ईस्ट, मुंबई");
    // The English page keeps its English hero for the same words.
    expect(personaliseLanding({ url: "https://visadesk.in/?q=कनाडा+स्टडी+वीज़ा" }).heroTitle).toBe(
      "Canada student visas, handled by experts",
    );
  });
});

const hindiWord = fc.constantFrom(
  ...Object.values(SERVICE_WORDS_HI).flat(),
  ...Object.values(SERVICE_WORDS_HINGLISH).flat(),
  ...Object.values(COUNTRY_ALIASES_HI).flat(),
  ...Object.values(COUNTRY_ALIASES_HINGLISH).flat(),
  ...REJECTION_WORDS_HI,
  ...REJECTION_WORDS_HINGLISH,
  ...HIGH_URGENCY_WORDS_HI,
  ...HIGH_URGENCY_WORDS_HINGLISH,
  ...MEDIUM_URGENCY_WORDS_HI,
  ...MEDIUM_URGENCY_WORDS_HINGLISH,
  ...JOB_OR_PR_WORDS_HI,
  ...JOB_OR_PR_WORDS_HINGLISH,
  "कनाडा",
  "यूके",
  "uk",
  "refuse",
  "ho",
  "gaya",
);
const hindiQuery = fc
  .array(fc.oneof(hindiWord, fc.string(), fc.string({ unit: "grapheme" })), { maxLength: 8 })
  .map((words) => words.join(" "));
const hindiUrl = hindiQuery.map((text) => `https://visadesk.in/hi/?q=${encodeURIComponent(text)}`);

describe("Hindi properties", () => {
  it("never throws and is deterministic", () => {
    fc.assert(
      fc.property(hindiUrl, (url) => {
        expect(personaliseLanding({ url, locale: "hi" })).toEqual(personaliseLanding({ url, locale: "hi" }));
      }),
    );
  });

  it("reads a nukta spelling and a plain spelling the same", () => {
    fc.assert(
      fc.property(hindiQuery, (text) => {
        const plain = readSignals(text.replaceAll("\u093c", ""));
        const { keywords: _k1, ...withNukta } = readSignals(text);
        const { keywords: _k2, ...withoutNukta } = plain;
        expect(withoutNukta).toEqual(withNukta);
      }),
    );
  });

  it("never matches a Hindi or Hinglish word inside a longer word", () => {
    const word = fc.constantFrom(
      ...[...Object.values(SERVICE_WORDS_HI), ...Object.values(SERVICE_WORDS_HINGLISH)]
        .flat()
        .filter((w) => !w.includes(" ")),
    );
    fc.assert(
      fc.property(word, fc.constantFrom("zq", "क्ष"), (alias, extra) => {
        expect(readSignals(`${alias}${extra}`).detectedService).toBeNull();
        expect(readSignals(`${extra}${alias}`).detectedService).toBeNull();
      }),
    );
  });

  it("builds the Hindi hero only from template words and known names", () => {
    const allowed = hindiHeroVocabulary();
    fc.assert(
      fc.property(hindiUrl, (url) => {
        const { heroTitle, heroSubtitle } = personaliseLanding({ url, locale: "hi" });
        const unknown = `${heroTitle} ${heroSubtitle}`
          .split(/\s+/)
          .filter((w) => w !== "" && !allowed.has(w));
        expect(unknown).toEqual([]);
      }),
    );
  });
});

function hindiHeroVocabulary(): Set<string> {
  const words = new Set<string>();
  const add = (hero: { heroTitle: string; heroSubtitle: string }) => {
    for (const word of `${hero.heroTitle} ${hero.heroSubtitle}`.split(/\s+/)) if (word) words.add(word);
  };
  for (const country of [null, ...COUNTRIES.map((c) => c.code)]) {
    for (const service of VISA_TYPES) {
      for (const refusal of [false, true]) {
        add(
          buildHero({ country, service, refusal, urgency: "low", location: null, specialised: true }, "hi"),
        );
      }
    }
  }
  for (const urgency of ["low", "medium", "high"] as const) {
    for (const location of [null, ...LOCATION_IDS]) {
      const input = {
        country: null,
        service: "general",
        refusal: false,
        urgency,
        location,
        specialised: true,
      } as const;
      add(buildHero(input, "hi"));
    }
  }
  add(DEFAULT_HERO_HI);
  return words;
}
