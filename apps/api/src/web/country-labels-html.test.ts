import { type PublicCountryLabel, STALE_SLOT_TEXT } from "@visadesk/content/country-labels";
import { describe, expect, it } from "vitest";
import { fillCountryLabels } from "#web/country-labels-html.ts";

const label = {
  code: "CA",
  successRate: "91%",
  slotAvailability: "Slots this week",
  biometricWait: "1-2 weeks",
  checkedOn: "2026-11-20",
} as PublicCountryLabel;

const page = (lang: string) =>
  `<!doctype html>\n<html lang="${lang}"><body><script type="application/json" id="country-labels">[]</script>` +
  `<time data-country-label="CA.checkedOn" dateTime="2025-06-02">2 June 2025</time>` +
  `<span data-country-label="CA.slotAvailability" lang="en-IN">old</span></body></html>`;

describe("fillCountryLabels", () => {
  it("writes the checked-on date in the page's language: English, or Hindi under /hi/ (docs/decisions/011)", () => {
    expect(fillCountryLabels(page("en-IN"), [label])).toContain(
      'dateTime="2026-11-20">20 November 2026</time>',
    );
    const hindi = fillCountryLabels(page("hi"), [label]);
    expect(hindi).toContain('dateTime="2026-11-20">20 नवंबर 2026</time>');
    // A label in a form staff use is worded in Hindi, with no English island.
    expect(hindi).toContain('<span data-country-label="CA.slotAvailability">इस हफ़्ते स्लॉट उपलब्ध</span>');
  });

  it("on a Hindi page keeps a label it does not recognise as typed, marked English; an English page has no lang", () => {
    const typed = { ...label, slotAvailability: "Call the Delhi centre" };
    expect(fillCountryLabels(page("hi"), [typed])).toContain(
      '<span data-country-label="CA.slotAvailability" lang="en-IN">Call the Delhi centre</span>',
    );
    // The build's page may carry no lang where the build's label was Hindi: the filler adds it.
    const hindiBuild = page("hi").replace(' lang="en-IN">old', ">old");
    expect(fillCountryLabels(hindiBuild, [typed])).toContain(
      '<span data-country-label="CA.slotAvailability" lang="en-IN">Call the Delhi centre</span>',
    );
    const english = page("en-IN").replace(' lang="en-IN">old', ">old");
    expect(fillCountryLabels(english, [label])).toContain(
      '<span data-country-label="CA.slotAvailability">Slots this week</span>',
    );
  });

  it("words the stale-slot text and the biometric wait in Hindi on a Hindi page", () => {
    const stale = { ...label, slotAvailability: STALE_SLOT_TEXT, stale: true };
    const html = `${page("hi")}<span data-country-label="CA.biometricWait" lang="en-IN">old</span>`;
    const filled = fillCountryLabels(html, [stale]);
    expect(filled).toContain('<span data-country-label="CA.slotAvailability">अभी के स्लॉट के लिए हमसे पूछें</span>');
    expect(filled).toContain('<span data-country-label="CA.biometricWait">1-2 हफ़्ते</span>');
    // The JSON block the browser hydrates from keeps the staff's English: the app words it the same way.
    expect(filled).toContain(`"slotAvailability":"${STALE_SLOT_TEXT}"`);
  });
});
