import { afterEach, describe, expect, it } from "vitest";
import {
  LANGUAGE_CHOICE_KEY,
  rememberedLanguageAddress,
  rememberLanguageOnSwitch,
} from "#lib/language-choice.ts";

const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });

describe("the remembered language (docs/decisions/011)", () => {
  afterEach(() => localStorage.clear());

  it("sends nobody anywhere until the switch was used", () => {
    expect(rememberedLanguageAddress(at("/visa/canada"))).toBeNull();
    expect(rememberedLanguageAddress(at("/hi/visa/canada"))).toBeNull();
  });

  it("remembers the language of a followed switch link, even before React has hydrated the page", () => {
    rememberLanguageOnSwitch(document);
    document.body.innerHTML =
      '<a href="/hi/visa/canada" data-language-switch="hi"><span>हिन्दी में पढ़ें</span></a>';
    const link = document.querySelector("span");
    link?.addEventListener("click", (event) => event.preventDefault());
    link?.click();
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe("hi");
  });

  it("opens the same page in the chosen language, keeping the query and fragment", () => {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, "hi");
    expect(rememberedLanguageAddress(at("/visa/canada", "?q=study", "#faq"))).toBe(
      "/hi/visa/canada?q=study#faq",
    );
    expect(rememberedLanguageAddress(at("/", "?q=uk"))).toBe("/hi?q=uk");
    expect(rememberedLanguageAddress(at("/hi/visa-form"))).toBeNull();
    // The blog posts are in Hindi too.
    expect(rememberedLanguageAddress(at("/blog/how-a-visa-refusal-appeal-works"))).toBe(
      "/hi/blog/how-a-visa-refusal-appeal-works",
    );
    localStorage.setItem(LANGUAGE_CHOICE_KEY, "en");
    expect(rememberedLanguageAddress(at("/hi/uk"))).toBe("/uk");
  });

  it("ignores a stored value that is not one of the site's languages", () => {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, "fr");
    expect(rememberedLanguageAddress(at("/visa/canada"))).toBeNull();
  });
});
