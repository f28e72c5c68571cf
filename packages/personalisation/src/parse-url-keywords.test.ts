import { COUNTRIES } from "@visadesk/content/countries";
import { describe, expect, it } from "vitest";
import { parseUrlKeywords } from "#parse-url-keywords.ts";

describe("parseUrlKeywords: keywords (docs/behaviours/personalisation.md#keywords)", () => {
  it.each([
    ["uk visa refused", ["uk", "visa", "refused"]],
    ["how to get the visa for uk and usa with help from us", ["get", "visa", "uk", "usa", "help", "us"]],
    ["a b visa x", ["visa"]],
    ["UK Visa REFUSED", ["uk", "visa", "refused"]],
    ["uk+visa+refused", ["uk", "visa", "refused"]],
    ["uk%20visa%20refused", ["uk", "visa", "refused"]],
    ["uk%2520visa", ["uk", "visa"]],
    ["uk-visa_refused", ["uk", "visa", "refused"]],
    ["visa visa VISA", ["visa"]],
    ["Côte d'Ivoire", ["cote", "divoire"]],
    ["U.S.A. visa", ["usa", "visa"]],
    ["वीज़ा उपलब्ध", ["वीज़ा".normalize("NFC"), "उपलब्ध"]],
    ["Ärzte München", ["arzte", "munchen"]],
    ["", []],
    ["   ", []],
    ["%E0%A4", ["e0", "a4"]],
    ["100% genuine", ["100", "genuine"]],
  ])("%j keeps %j", (text, keywords) => {
    expect(parseUrlKeywords(text).keywords).toEqual(keywords);
  });
});

describe("parseUrlKeywords: countries", () => {
  it.each([
    ["uk visa", "GB"],
    ["united kingdom visitor visa", "GB"],
    ["britain visa", "GB"],
    ["great britain", "GB"],
    ["england tourist visa", "GB"],
    ["UK", "GB"],
    ["us visa", "US"],
    ["usa b1 b2", "US"],
    ["u.s.a. visa", "US"],
    ["united states visa", "US"],
    ["american visa", "US"],
    ["uae tourist visa", "AE"],
    ["united arab emirates", "AE"],
    ["nz visitor visa", "NZ"],
    ["new zealand visa", "NZ"],
    ["new-zealand", "NZ"],
    ["canada student visa", "CA"],
    ["canadian visa", "CA"],
    ["australian visitor visa", "AU"],
    ["schengen visa germany", "DE"],
    ["south korea visa", "KR"],
    ["korea visa", "KR"],
    ["nigeria visa", "NG"],
    ["niger visa", "NE"],
    ["guinea bissau", "GW"],
    ["papua new guinea", "PG"],
    ["cote divoire", "CI"],
    ["Côte d'Ivoire visa", "CI"],
    ["ivory coast", "CI"],
    ["turkey visa", "TR"],
    ["türkiye visa", "TR"],
    ["czech republic", "CZ"],
    ["holland visa", "NL"],
    ["iranian passport", "IR"],
    ["uk visa from india", "GB"],
    ["india to canada", "CA"],
    ["indian passport", "IN"],
    ["france then italy", "FR"],
  ])("%j detects %s", (text, code) => {
    expect(parseUrlKeywords(text).detectedCountry).toBe(code);
  });

  it.each([
    ["business visa", "'us' inside 'business'"],
    ["ukraine", "Ukraine is not the UK"],
    ["bus ticket", "'us' inside 'bus'"],
    ["nzd", "'nz' inside a word"],
    ["visa help", "no country"],
    ["malik", "'mali' inside a surname"],
    ["indiana", "a US state is not India"],
    ["woman", "'oman' inside a word"],
    ["somalian", "'mali' inside another name"],
  ])("%j detects no wrong country (%s)", (text) => {
    const { detectedCountry } = parseUrlKeywords(text);
    const expected = text === "ukraine" ? "UA" : text === "somalian" ? "SO" : null;
    expect(detectedCountry).toBe(expected);
  });

  it("never reads 'new jersey' or 'new south wales' as Jersey or Wales", () => {
    expect(parseUrlKeywords("new jersey").detectedCountry).toBe("US");
    expect(parseUrlKeywords("new south wales").detectedCountry).toBe("AU");
  });

  it("detects every country of the content package by its common English name", () => {
    const missed = COUNTRIES.filter(
      (country) => parseUrlKeywords(`${country.name} visa`).detectedCountry !== country.code,
    ).map((country) => `${country.code} ${country.name}`);
    expect(missed).toEqual([]);
  });
});

describe("parseUrlKeywords: visa types", () => {
  it.each([
    ["uk visitor visa", "visitor"],
    ["tourist visa dubai", "visitor"],
    ["visiting family in london", "visitor"],
    ["canada study permit", "student"],
    ["student visa", "student"],
    ["f1 visa interview", "student"],
    ["business visa", "business"],
    ["b1 visa", "business"],
    ["conference in berlin", "business"],
    ["airside transit visa", "transit"],
    ["spouse visa uk", "dependent"],
    ["dependant visa", "dependent"],
    ["schengen visa", "schengen"],
    ["schengen student", "schengen"],
    ["visa", null],
    ["f10", null],
  ])("%j is %s", (text, service) => {
    expect(parseUrlKeywords(text).detectedService).toBe(service);
  });
});

describe("parseUrlKeywords: refusal and urgency", () => {
  it.each([
    ["visa refused", true],
    ["refusal letter", true],
    ["rejected visa", true],
    ["visa denied", true],
    ["appeal", true],
    ["reapply after refusal", true],
    ["re-apply", true],
    ["214(b)", false],
    ["214b refusal", true],
    ["visa approved", false],
  ])("%j: rejection %s", (text, expected) => {
    expect(parseUrlKeywords(text).hasRejectionKeywords).toBe(expected);
  });

  it.each([
    ["urgent visa", true],
    ["emergency visa", true],
    ["visa asap", true],
    ["need visa immediately", true],
    ["same-day visa", true],
    ["visa soon", false],
    ["quick visa", false],
    ["priority visa", false],
    ["visa", false],
  ])("%j: urgency %s", (text, expected) => {
    expect(parseUrlKeywords(text).hasUrgencyKeywords).toBe(expected);
  });
});

describe("parseUrlKeywords: robustness", () => {
  it.each([
    ["%", "a lone percent"],
    ["%zz%E0%A4%A", "broken escapes"],
    ["\u0000\uD800", "control and lone surrogate characters"],
    ["<script>alert('uk')</script>", "markup"],
  ])("does not throw on %j (%s)", (text) => {
    expect(() => parseUrlKeywords(text)).not.toThrow();
  });

  it("tolerates a non-string from untyped callers", () => {
    expect(parseUrlKeywords(undefined as unknown as string).keywords).toEqual([]);
  });

  it("reads only the first 16 KB", () => {
    const result = parseUrlKeywords(`${"visa ".repeat(4000)}canada`);
    expect(result.detectedCountry).toBeNull();
  });
});
