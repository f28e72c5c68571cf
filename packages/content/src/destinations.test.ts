import { describe, expect, it } from "vitest";
import { CHECKLIST_TEMPLATES, getChecklist } from "#checklists.ts";
import { getCountry } from "#countries.ts";
import { COUNTRY_STATS } from "#country-stats.ts";
import { destinationPath, slugOf } from "#destination-slugs.ts";
import { DESTINATIONS, getDestination, getDestinationBySlug } from "#destinations.ts";
import { VISA_TYPES } from "#services.ts";

describe("DESTINATIONS", () => {
  it("has one page per country with labels, at the address the home page links to", () => {
    expect(DESTINATIONS.map((d) => d.code)).toEqual(COUNTRY_STATS.map((s) => s.code));
    for (const destination of DESTINATIONS) {
      expect(destinationPath(destination.code)).toBe(`/visa/${destination.slug}`);
      expect(getDestinationBySlug(destination.slug)).toBe(destination);
    }
    expect(getDestination("gb")?.slug).toBe("united-kingdom");
    expect(destinationPath("IN")).toBeUndefined();
    expect(getDestinationBySlug("narnia")).toBeUndefined();
  });

  it("dates and sources its indicative fees, and gives every visa a checklist", () => {
    for (const destination of DESTINATIONS) {
      expect(new Date(`${destination.feesCheckedOn}T00:00:00Z`).toISOString().slice(0, 10)).toBe(
        destination.feesCheckedOn,
      );
      expect(destination.source.url).toMatch(/^https:\/\//);
      expect(destination.visas.length).toBeGreaterThan(0);
      expect(destination.refusalReasons.length).toBeGreaterThan(0);
      expect(destination.appeal.length).toBeGreaterThan(40);
      expect(destination.faqs.length).toBeGreaterThan(0);
      for (const visa of destination.visas) {
        expect(
          getChecklist(destination.code, visa.visaType),
          `${destination.code} ${visa.visaType}`,
        ).toBeDefined();
      }
    }
  });
});

describe("checklist templates", () => {
  it("are plain data with unique item ids, for known countries and visa types", () => {
    expect(JSON.parse(JSON.stringify(CHECKLIST_TEMPLATES))).toEqual(CHECKLIST_TEMPLATES);
    for (const template of CHECKLIST_TEMPLATES) {
      expect(getCountry(template.country)).toBeDefined();
      expect(VISA_TYPES).toContain(template.visaType);
      const ids = template.items.map((item) => item.id);
      expect(new Set(ids).size, template.id).toBe(ids.length);
      expect(ids).toContain("passport");
    }
  });

  it("adds a country's own documents to the base list", () => {
    const ukStudent = getChecklist("gb", "student");
    expect(ukStudent?.items.map((item) => item.id)).toEqual(
      expect.arrayContaining(["admission", "cas", "tb-test"]),
    );
    expect(getChecklist("GB", "transit")).toBeUndefined();
  });
});

describe("slugOf", () => {
  it("turns a name into an address segment", () => {
    expect(slugOf("United Arab Emirates")).toBe("united-arab-emirates");
    expect(slugOf("Guinea-Bissau")).toBe("guinea-bissau");
  });
});
