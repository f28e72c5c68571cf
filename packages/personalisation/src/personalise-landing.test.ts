import { describe, expect, it } from "vitest";
import { DEFAULT_HERO } from "#hero.ts";
import { personaliseLanding } from "#personalise-landing.ts";

const at = (query: string, forceCountry?: string) =>
  personaliseLanding({ url: `https://visadesk.in/${query}`, ...(forceCountry ? { forceCountry } : {}) });

describe("personaliseLanding: the issue's example", () => {
  it("leads 'uk visa refused appeal mumbai' with the UK appeal offer and the Mumbai office", () => {
    const result = at("?q=uk+visa+refused+appeal+mumbai");
    expect(result).toMatchObject({
      heroTitle: "UK visa refused? Appeal with 95% success",
      isVisaRefusal: true,
      isSpecialized: true,
      urgencyLevel: "low",
      detectedLocation: "mumbai",
      keywords: ["uk", "visa", "refused", "appeal", "mumbai"],
    });
    expect(result.focusCountries[0]).toBe("GB");
    expect(result.heroSubtitle).toContain("95% of the appeals we file end in a visa");
    expect(result.heroSubtitle).toContain("Andheri East, Mumbai");
    expect(result.locationSpecificContent?.localOffice).toBe("Andheri East, Mumbai");
  });
});

describe("personaliseLanding: heroes", () => {
  it.each([
    ["", DEFAULT_HERO.heroTitle],
    ["?q=visa", DEFAULT_HERO.heroTitle],
    ["?q=uk+visa", "UK visas and UK refusal appeals, handled by experts"],
    ["?q=canada+student+visa", "Canada student visas, handled by experts"],
    ["?q=schengen+visa", "Schengen visas for all 29 countries, handled by experts"],
    ["?q=france+schengen+visa", "France Schengen visas, handled by experts"],
    ["?q=business+visa", "Business visas for 190+ countries, handled by experts"],
    ["?q=visa+refused", "Visa refused? Appeal with 95% success"],
    ["?q=us+visitor+visa+rejected", "USA visitor visa refused? Appeal with 95% success"],
    ["?utm_term=spouse-visa-denied", "Dependant visa refused? Appeal with 95% success"],
  ])("%j gets %j", (query, title) => {
    expect(at(query).heroTitle).toBe(title);
  });

  it("adds the country's claimed success rate when the content package has one", () => {
    expect(at("?q=uk+visa").heroSubtitle).toContain("96% of our UK applications are approved.");
    expect(at("?q=brazil+visa").heroSubtitle).not.toContain("applications are approved");
  });
});

describe("personaliseLanding: urgency (docs/behaviours/personalisation.md#urgency)", () => {
  it.each([
    ["?q=urgent+uk+visa", "high"],
    ["?q=emergency+visa", "high"],
    ["?q=visa+asap", "high"],
    ["?q=visa+immediately", "high"],
    ["?q=visa+soon", "medium"],
    ["?q=quick+visa", "medium"],
    ["?q=priority+visa", "medium"],
    ["?q=urgent+priority+visa", "high"],
    ["?q=uk+visa", "low"],
    ["", "low"],
  ])("%j is %s", (query, level) => {
    expect(at(query).urgencyLevel).toBe(level);
  });

  it("says so in the subtitle", () => {
    expect(at("?q=urgent+uk+visa").heroSubtitle).toContain(
      "Urgent? A consultant can review your case today.",
    );
    expect(at("?q=uk+visa+soon").heroSubtitle).toContain("Need it soon? Ask for a priority review.");
  });
});

describe("personaliseLanding: job and residence searches get the generic result (docs/behaviours/personalisation.md#generic-queries)", () => {
  it.each([
    "?q=job+in+canada",
    "?q=canada+jobs",
    "?q=uk+work+permit",
    "?q=work-visa-germany-refused",
    "?q=canada+pr+urgent",
    "?q=permanent+residence+australia",
    "?q=us+green+card+appeal",
    "?q=express+entry+mumbai",
  ])("%s", (query) => {
    const result = at(query);
    expect(result).toMatchObject({
      ...DEFAULT_HERO,
      isSpecialized: false,
      primaryService: "general",
      isVisaRefusal: false,
      urgencyLevel: "low",
      detectedLocation: null,
      locationSpecificContent: null,
    });
    expect(result.keywords.length).toBeGreaterThan(0);
  });

  it("does not treat words that merely contain 'pr' or 'job' as job searches", () => {
    expect(at("?q=priority+uk+visa+process").isSpecialized).toBe(true);
    expect(at("?q=jobless+uk+visa").isSpecialized).toBe(true);
  });

  it("keeps a forced country on a job search, without specialising", () => {
    const result = at("?q=jobs", "GB");
    expect(result.heroTitle).toBe("UK visas and UK refusal appeals, handled by experts");
    expect(result.isSpecialized).toBe(false);
    expect(result.focusCountries[0]).toBe("GB");
  });
});

describe("personaliseLanding: locations", () => {
  it.each([
    ["mumbai", "mumbai", true],
    ["bombay", "mumbai", true],
    ["new-delhi", "delhi", true],
    ["bengaluru", "bangalore", true],
    ["hyderabad", "hyderabad", true],
    ["madras", "chennai", true],
    ["pune", "pune", false],
    ["ahmedabad", "ahmedabad", false],
    ["kolkata", "kolkata", false],
    ["cochin", "kochi", false],
    ["london", "london", false],
    ["toronto", "toronto", false],
    ["sydney", "sydney", false],
    ["dubai", "dubai", false],
    ["singapore", "singapore", false],
    ["new+york", "newyork", false],
    ["ny", "newyork", false],
    ["california", "california", false],
    ["tx", "texas", false],
    ["florida", "florida", false],
  ])("?q=visa+%s is %s (copy: %s)", (word, location, hasCopy) => {
    const result = at(`?q=visa+${word}`);
    expect(result.detectedLocation).toBe(location);
    expect(result.locationSpecificContent !== null).toBe(hasCopy);
  });

  it("matches two-letter place aliases as whole words only", () => {
    expect(at("?q=funny+visa").detectedLocation).toBeNull();
    expect(at("?q=txt+visa").detectedLocation).toBeNull();
    expect(at("?q=flight+visa").detectedLocation).toBeNull();
  });

  it("reads the location input of docs/behaviours/personalisation.md#query-inputs", () => {
    expect(at("?q=uk+visa&location=chennai").detectedLocation).toBe("chennai");
  });

  it("adds a foreign location's country to the focus, but not an Indian city's", () => {
    expect(at("?q=visa+toronto").focusCountries[0]).toBe("CA");
    expect(at("?q=visa+mumbai").focusCountries).not.toContain("IN");
  });
});

describe("personaliseLanding: forceCountry", () => {
  it("puts the forced country first and writes the hero for it", () => {
    const result = at("", "GB");
    expect(result.heroTitle).toBe("UK visas and UK refusal appeals, handled by experts");
    expect(result.focusCountries[0]).toBe("GB");
    expect(result.isSpecialized).toBe(true);
  });

  it("wins over a country in the URL, which comes second", () => {
    const result = at("?q=canada+student+visa", "gb");
    expect(result.heroTitle).toBe("UK student visas, handled by experts");
    expect(result.focusCountries.slice(0, 2)).toEqual(["GB", "CA"]);
  });

  it("ignores an unknown code", () => {
    expect(at("", "XX")).toMatchObject({ ...DEFAULT_HERO, isSpecialized: false });
  });
});

describe("personaliseLanding: focus countries", () => {
  it("is never empty, has no duplicates and holds only ISO codes", () => {
    for (const query of ["", "?q=uk", "?q=schengen", "?q=jobs", "?q=uk+visa+london"]) {
      const { focusCountries } = at(query);
      expect(focusCountries.length).toBeGreaterThan(0);
      expect(new Set(focusCountries).size).toBe(focusCountries.length);
      for (const code of focusCountries) expect(code).toMatch(/^[A-Z]{2}$/);
    }
  });

  it("leads a Schengen search with Schengen countries", () => {
    expect(at("?q=schengen+visa").focusCountries).toEqual(["FR", "DE", "IT", "ES", "NL", "CH"]);
  });
});

describe("personaliseLanding: inputs", () => {
  it("accepts a URL object and an unparseable address", () => {
    expect(personaliseLanding({ url: new URL("https://visadesk.in/?q=uk+visa") }).focusCountries[0]).toBe(
      "GB",
    );
    expect(personaliseLanding({ url: "http://[::1" }).heroTitle).toBe(DEFAULT_HERO.heroTitle);
  });
});
