import { describe, expect, it } from "vitest";
import { CASE_CHECKLIST_TEMPLATES, CHECKLIST_TEMPLATES, localiseChecklist } from "#checklists.ts";
import {
  DESTINATION_SOURCES,
  type DestinationWords,
  englishWords,
  localiseDestination,
} from "#destinations.ts";
import { CHECKLIST_WORDS_HI, DESTINATION_WORDS_HI } from "#i18n/destinations-hi.ts";
import { fillWords, money, placeholdersOf, year } from "#i18n/wording.ts";

const DEVANAGARI = /[\u0900-\u097F]/;
// A text that is only an amount ("GBP 127", "EUR 60") says nothing in words: it needs no Devanagari.
const ONLY_AMOUNTS = /^[A-Z]{3}\s[\d,.]+$/;

/** Every text of a destination's words, by a name that says where it is. */
function textsOf(words: DestinationWords): [string, string][] {
  return [
    ["summary", words.summary],
    ["note", words.note],
    ["sourceName", words.sourceName],
    ["appeal", words.appeal],
    ...words.refusalReasons.map((reason, index): [string, string] => [`refusalReasons.${index}`, reason]),
    ...Object.entries(words.visas).flatMap(([type, visa]): [string, string][] =>
      visa
        ? [
            [`visas.${type}.name`, visa.name],
            [`visas.${type}.processingTime`, visa.processingTime],
            [`visas.${type}.governmentFee`, visa.governmentFee],
          ]
        : [],
    ),
    ...Object.entries(words.faqs).flatMap(([id, faq]): [string, string][] => [
      [`faqs.${id}.question`, faq.question],
      [`faqs.${id}.answer`, faq.answer],
    ]),
  ];
}

describe("the destination pages in Hindi", () => {
  it("give every destination a Hindi text for every text the English page shows, with the same placeholders", () => {
    expect(Object.keys(DESTINATION_WORDS_HI).sort()).toEqual(DESTINATION_SOURCES.map((s) => s.code).sort());
    for (const source of DESTINATION_SOURCES) {
      const hindi = DESTINATION_WORDS_HI[source.code];
      if (!hindi) throw new Error(`no Hindi words for ${source.code}`);
      const english = new Map(textsOf(englishWords(source)));
      const translated = new Map(textsOf(hindi));
      // The same texts: no English text without its Hindi one, no Hindi text for something the page does not show.
      expect([...translated.keys()].sort(), source.code).toEqual([...english.keys()].sort());
      for (const [where, text] of translated) {
        const reference = english.get(where) ?? "";
        expect(placeholdersOf(text), `${source.code} ${where}`).toEqual(placeholdersOf(reference));
      }
    }
  });

  it("are written in Hindi: every text filled in has Devanagari, unless it is only an amount", () => {
    for (const source of DESTINATION_SOURCES) {
      const page = localiseDestination(source, DESTINATION_WORDS_HI[source.code] as DestinationWords, "hi");
      const texts = [
        page.summary,
        page.note,
        page.source.name,
        page.appeal,
        ...page.refusalReasons,
        ...page.visas.flatMap((visa) => [visa.name, visa.processingTime, visa.governmentFee]),
        ...page.faqs.flatMap((faq) => [faq.question, faq.answer]),
      ];
      for (const text of texts) {
        expect(DEVANAGARI.test(text) || ONLY_AMOUNTS.test(text), `${source.code}: ${text}`).toBe(true);
        expect(text, source.code).not.toMatch(/[{}]/);
      }
    }
  });

  it("take every fee, duration and deadline from the English data's facts, in Indian formats", () => {
    const canada = DESTINATION_SOURCES.find((source) => source.code === "CA");
    if (!canada) throw new Error("no Canada");
    const hindi = localiseDestination(canada, DESTINATION_WORDS_HI.CA as DestinationWords, "hi");
    const english = localiseDestination(canada, englishWords(canada), "en");
    expect(english.visas[0]?.governmentFee).toBe("CAD\u00a0100, plus CAD\u00a085 for biometrics");
    expect(hindi.visas[0]?.governmentFee).toBe("CAD\u00a0100, और बायोमेट्रिक्स के CAD\u00a085");
    expect(hindi.visas[0]?.processingTime).toBe("IRCC हर हफ़्ते जो समय बताता है; भारत से अक्सर 4 से 8 हफ़्ते");
    // A fact changed in the data changes both languages: the Hindi words name it, they do not repeat it.
    const visitor = DESTINATION_WORDS_HI.CA?.visas.visitor?.governmentFee ?? "";
    expect(fillWords(visitor, { fee: money("CAD", 120), biometrics: money("CAD", 85) }, "hi")).toBe(
      "CAD\u00a0120, और बायोमेट्रिक्स के CAD\u00a085",
    );
  });

  it("say which text is missing rather than show a page with a hole", () => {
    const uk = DESTINATION_SOURCES.find((source) => source.code === "GB");
    if (!uk) throw new Error("no UK");
    const hindi = DESTINATION_WORDS_HI.GB as DestinationWords;
    expect(() =>
      localiseDestination(uk, { ...hindi, visas: { ...hindi.visas, student: undefined } }, "hi"),
    ).toThrow("The hi words of GB have no student visa");
    expect(() => localiseDestination(uk, { ...hindi, refusalReasons: [] }, "hi")).toThrow(/refusal reason/);
    expect(() => fillWords("{fee} और {typo}", { fee: money("GBP", 127) }, "hi")).toThrow(
      'No fact named "typo"',
    );
  });
});

describe("fillWords", () => {
  it("prints counts with Indian grouping, amounts with their currency code and years as written", () => {
    expect(
      fillWords("{n} {fee} {since}", { n: 100000, fee: money("AUD", 2000), since: year(2024) }, "hi"),
    ).toBe("1,00,000 AUD\u00a02,000 2024");
  });
});

describe("the document checklists in Hindi", () => {
  it("have a Hindi text for every item a destination page shows, naming the item's facts", () => {
    const used = new Set<string>();
    // The pages' templates, and the CRM's (which add the transit visa): one Hindi text per item wherever it is shown.
    for (const template of [...CHECKLIST_TEMPLATES, ...CASE_CHECKLIST_TEMPLATES]) {
      const texts = localiseChecklist(template, CHECKLIST_WORDS_HI, "hi");
      template.items.forEach((item, index) => {
        const key =
          `${template.country}.${item.id}` in CHECKLIST_WORDS_HI ? `${template.country}.${item.id}` : item.id;
        used.add(key);
        expect(placeholdersOf(CHECKLIST_WORDS_HI[key] ?? ""), `${template.id} ${item.id}`).toEqual(
          Object.keys(item.facts ?? {}).sort(),
        );
        expect(texts[index], `${template.id} ${item.id}`).toMatch(DEVANAGARI);
      });
    }
    // No Hindi text is left over from an item that is gone.
    expect(Object.keys(CHECKLIST_WORDS_HI).filter((key) => !used.has(key))).toEqual([]);
  });

  it("keep the English labels the CRM copies, with the same facts filled in", () => {
    const visitor = CHECKLIST_TEMPLATES.find((template) => template.id === "GB-visitor");
    const uk = CHECKLIST_TEMPLATES.find((template) => template.id === "GB-student");
    expect(visitor?.items.find((item) => item.id === "bank-statements")?.label).toBe(
      "Bank statements for the last 6 months, stamped by the bank",
    );
    expect(localiseChecklist(uk as NonNullable<typeof uk>, CHECKLIST_WORDS_HI, "hi")).toContain(
      "लगातार 28 दिन तक खाते में रखे फ़ंड, जो अर्ज़ी के दिन 31 दिन से पुराने न हों",
    );
  });
});
