import { describe, expect, it } from "vitest";
import { hindiLabelWords } from "#country-label-words.ts";
import { SEED_COUNTRY_LABELS, STALE_SLOT_TEXT } from "#country-labels.ts";

const DEVANAGARI = /[\u0900-\u097F]/;

describe("hindiLabelWords", () => {
  it("gives Hindi for every label the site shipped with, and for the stale-slot text", () => {
    const texts = new Set(
      SEED_COUNTRY_LABELS.flatMap((label) => [label.slotAvailability, label.biometricWait]).concat(
        STALE_SLOT_TEXT,
      ),
    );
    for (const text of texts) {
      const hindi = hindiLabelWords(text);
      expect(hindi, text).toMatch(DEVANAGARI);
      expect(hindi, text).not.toMatch(/[A-Za-z]/);
    }
  });

  it("words the forms staff use as a native speaker writes them", () => {
    expect(hindiLabelWords("Slots this week")).toBe("इस हफ़्ते स्लॉट उपलब्ध");
    expect(hindiLabelWords(STALE_SLOT_TEXT)).toBe("अभी के स्लॉट के लिए हमसे पूछें");
    expect(hindiLabelWords("3-5 days")).toBe("3-5 दिन");
    expect(hindiLabelWords("1-2 weeks")).toBe("1-2 हफ़्ते");
    expect(hindiLabelWords("2-3 months")).toBe("2-3 महीने");
    expect(hindiLabelWords("1 week")).toBe("1 हफ़्ता");
    expect(hindiLabelWords("1 month")).toBe("1 महीना");
    expect(hindiLabelWords("2 weeks")).toBe("2 हफ़्ते");
    expect(hindiLabelWords("24 hours")).toBe("24 घंटे");
    expect(hindiLabelWords("3 to 5 working days")).toBe("3 से 5 कामकाजी दिन");
    expect(hindiLabelWords("Slots in 3-4 weeks")).toBe("3-4 हफ़्ते बाद के स्लॉट");
    expect(hindiLabelWords("Within 2 days")).toBe("2 दिन के अंदर");
    expect(hindiLabelWords("Limited slots")).toBe("सीमित स्लॉट");
    expect(hindiLabelWords("No slots")).toBe("अभी स्लॉट नहीं");
    expect(hindiLabelWords("Same day")).toBe("उसी दिन");
    expect(hindiLabelWords("Slots today")).toBe("आज स्लॉट उपलब्ध");
    expect(hindiLabelWords("Slots tomorrow")).toBe("कल स्लॉट उपलब्ध");
    expect(hindiLabelWords("Not required")).toBe("ज़रूरी नहीं");
  });

  it("keeps the numbers staff typed, and reads case and spacing loosely", () => {
    expect(hindiLabelWords("  10 – 14   Days ")).toBe("10-14 दिन");
    expect(hindiLabelWords("12-16 weeks")).toBe("12-16 हफ़्ते");
    expect(hindiLabelWords("1.5 weeks")).toBe("1.5 हफ़्ते");
    expect(hindiLabelWords("slots THIS week")).toBe("इस हफ़्ते स्लॉट उपलब्ध");
    expect(hindiLabelWords("91%")).toBe("91%");
  });

  it("gives null for any text it does not recognise, so the page keeps the staff's English", () => {
    for (const text of [
      "",
      "Call the office",
      "Slots this week at Delhi only",
      "3-5",
      "3 5 days",
      "3 to days",
      "about 2 weeks",
      "Slots in soon",
      "Within a fortnight",
      "5 years",
      "1000%",
    ]) {
      expect(hindiLabelWords(text), text).toBeNull();
    }
  });
});
