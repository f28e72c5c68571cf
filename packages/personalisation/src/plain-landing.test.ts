import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadHindiSupport } from "#hindi-support.ts";
import { personaliseLanding } from "#personalise-landing.ts";
import { landingHasWords, plainLanding } from "#plain-landing.ts";

// A page shows plainLanding() without fetching the parser when the address has no search words: both must always
// agree there, or the page would show a different hero than the parser would.

const paths = fc.constantFrom("/", "/hi/", "/visa-form", "/blog/some-post");
// Query parameters that are not search words (docs/behaviours/personalisation.md#query-inputs: only its own list is
// read).
const otherParams = fc.array(
  fc.tuple(fc.constantFrom("gclid", "fbclid", "ref", "utm_medium", "page"), fc.string()),
  { maxLength: 3 },
);
const wordlessUrl = fc
  .tuple(paths, otherParams)
  .map(
    ([path, params]) =>
      `https://visadesk.in${path}${params.length ? "?" : ""}${new URLSearchParams(params).toString()}`,
  );

describe("plainLanding", () => {
  it("is personaliseLanding's result for any address without search words, in English and in Hindi", async () => {
    await loadHindiSupport();
    fc.assert(
      fc.property(wordlessUrl, fc.constantFrom("en" as const, "hi" as const), (url, locale) => {
        expect(landingHasWords(url)).toBe(false);
        expect(plainLanding(locale)).toEqual(personaliseLanding({ url, locale }));
      }),
    );
  });

  it("says an address has words when a search input has any", () => {
    expect(landingHasWords("https://visadesk.in/?q=uk+visa")).toBe(true);
    expect(landingHasWords("/?utm_term=canada")).toBe(true);
    expect(landingHasWords("/?q=")).toBe(false);
    expect(landingHasWords("/?gclid=abc")).toBe(false);
    expect(landingHasWords("/")).toBe(false);
  });
});
