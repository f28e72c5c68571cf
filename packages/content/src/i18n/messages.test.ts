import { describe, expect, it } from "vitest";
import { MESSAGE_KEYS } from "#i18n/message-keys.ts";
import { type CataloguePart, catalogueOfKey, loadCatalogue } from "#i18n/messages.ts";

const PARTS: CataloguePart[] = ["site", "legal", "form", "destination", "meta"];

describe("the catalogues of a language", () => {
  it("sorts keys by their prefix, the site's catalogue taking what no page's claims", () => {
    expect(catalogueOfKey("privacy.intro")).toBe("legal");
    expect(catalogueOfKey("form.name")).toBe("form");
    expect(catalogueOfKey("success.title")).toBe("form");
    expect(catalogueOfKey("destination.faq")).toBe("destination");
    // "destinations." is the home page's section, not a destination page's text.
    expect(catalogueOfKey("destinations.title")).toBe("site");
    expect(catalogueOfKey("meta.home.title")).toBe("meta");
    expect(catalogueOfKey("notice.loading")).toBe("site");
  });

  for (const locale of ["en", "hi"] as const) {
    it(`hold every ${locale} key exactly once, each in the part its prefix names`, async () => {
      const seen: string[] = [];
      for (const part of PARTS) {
        const keys = Object.keys(await loadCatalogue(locale, part));
        expect(keys.length, part).toBeGreaterThan(0);
        for (const key of keys) expect(catalogueOfKey(key), key).toBe(part);
        seen.push(...keys);
      }
      expect(seen.sort()).toEqual([...MESSAGE_KEYS].sort());
    });
  }
});
