import { describe, expect, it } from "vitest";
import { baseChecklist, CASE_CHECKLIST_TEMPLATES } from "#checklists.ts";
import { VISA_TYPES } from "#services.ts";

describe("the CRM's checklist templates", () => {
  it("cover each of the 17 destinations with every visa type that applies there", () => {
    const countries = new Set(CASE_CHECKLIST_TEMPLATES.map((t) => t.country));
    expect(countries.size).toBe(17);
    for (const country of countries) {
      const types = CASE_CHECKLIST_TEMPLATES.filter((t) => t.country === country).map((t) => t.visaType);
      // One of visitor / Schengen, and every other type.
      expect(types).toHaveLength(VISA_TYPES.length - 1);
      expect(types.includes("visitor")).not.toBe(types.includes("schengen"));
    }
    expect(CASE_CHECKLIST_TEMPLATES.find((t) => t.id === "DE-visitor")).toBeUndefined();
    expect(CASE_CHECKLIST_TEMPLATES.find((t) => t.id === "GB-schengen")).toBeUndefined();
  });

  it("start from the visa type's base list and add what the country asks for", () => {
    const usVisitor = CASE_CHECKLIST_TEMPLATES.find((t) => t.id === "US-visitor");
    const base = baseChecklist("visitor").map((i) => i.label);
    expect(usVisitor?.items.map((i) => i.label)).toEqual([
      ...base,
      "DS-160 confirmation page",
      "Visa fee receipt and interview appointment letter",
    ]);
    for (const template of CASE_CHECKLIST_TEMPLATES) {
      const labels = template.items.map((i) => i.label);
      expect(new Set(labels).size, template.id).toBe(labels.length);
    }
  });
});

describe("checklist labels", () => {
  it("read exactly as the CRM stored them before facts were split out (plain spaces, Indian grouping)", () => {
    const insurance = baseChecklist("schengen").find((item) => item.id === "travel-insurance");
    expect(insurance?.label).toBe("Travel medical insurance covering EUR 30,000 for the whole Schengen area");
    expect(baseChecklist("visitor").find((item) => item.id === "passport")?.label).toBe(
      "Passport valid for the whole stay, with two blank pages, and every old passport",
    );
  });
});
