import type { PublicCountryLabel } from "@visadesk/content/country-labels";
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
  it("writes the checked-on date in the page's language: English, or Hindi under /hi/ (issue 22)", () => {
    expect(fillCountryLabels(page("en-IN"), [label])).toContain(
      'dateTime="2026-11-20">20 November 2026</time>',
    );
    const hindi = fillCountryLabels(page("hi"), [label]);
    expect(hindi).toContain('dateTime="2026-11-20">20 नवंबर 2026</time>');
    // The attributes after the marker stay (the label text is English, marked as such on a Hindi page).
    expect(hindi).toContain(
      '<span data-country-label="CA.slotAvailability" lang="en-IN">Slots this week</span>',
    );
  });
});
