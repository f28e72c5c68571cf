// The site's message formatter against Lingui's runtime, which it replaced (docs/behaviours/speed.md#public-pages):
// every message of every compiled catalogue must give the same text and the same markup, or prerendered pages would
// stop hydrating as they did.
import { setupI18n } from "@lingui/core";
import { TransNoContext } from "@lingui/react/server";
import { loadCatalogue } from "@visadesk/content/i18n/messages";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatRich, formatText, isSupportedMessage } from "#lib/compiled-message.tsx";

const VALUES = {
  country: "Canada",
  office: "Mumbai",
  rate: "96%",
  phone: "+91 22 4000 1234",
  topic: "UK visas",
  reference: "VD-2026-0042",
  source: "gov.uk",
  date: "2 June 2025",
  name: "VisaDesk",
  count: 3,
};
const COMPONENTS = {
  0: <strong className="font-bold" />,
  1: <a href="/visa-form">Free visa assessment</a>,
  2: <em />,
};

describe("formatText and formatRich give what Lingui gave", () => {
  for (const locale of ["en", "hi"] as const) {
    for (const part of ["site", "legal", "form", "destination", "meta"] as const) {
      it(`for every message of the ${locale} ${part} catalogue`, async () => {
        const catalogue = await loadCatalogue(locale, part);
        const lingui = setupI18n({ locale, messages: { [locale]: catalogue as never } });
        const keys = Object.keys(catalogue);
        expect(keys.length).toBeGreaterThan(5);
        for (const key of keys) {
          const message = catalogue[key as keyof typeof catalogue];
          expect(isSupportedMessage(message), key).toBe(true);
          if (!isSupportedMessage(message)) continue;
          expect(formatText(message, VALUES), key).toBe(lingui._(key, VALUES));
          const ours = renderToStaticMarkup(formatRich(message, VALUES, COMPONENTS));
          const theirs = renderToStaticMarkup(
            <TransNoContext id={key} values={VALUES} components={COMPONENTS} lingui={{ i18n: lingui }} />,
          );
          expect(ours, key).toBe(theirs);
        }
      });
    }
  }
});

describe("formatRich", () => {
  it("puts a value inside a tag and a component where a tag closes itself", () => {
    const html = renderToStaticMarkup(
      formatRich(
        ["Call <0>", ["phone"], "</0> (checked on <1/>)"],
        { phone: "+91 1" },
        { 0: <span className="phone" />, 1: <time>today</time> },
      ),
    );
    expect(html).toBe('Call <span class="phone">+91 1</span> (checked on <time>today</time>)');
  });

  it("never reads a tag in a value", () => {
    const html = renderToStaticMarkup(formatRich(["Hello ", ["name"]], { name: "<0>x</0>" }, { 0: <b /> }));
    expect(html).toBe("Hello &lt;0&gt;x&lt;/0&gt;");
  });

  it("keeps the content of a tag without a component, and shows a stray or unclosed tag as written", () => {
    const render = (message: string) => renderToStaticMarkup(formatRich(message, undefined, {}));
    expect(render("a <0>b</0> c")).toBe("a b c");
    expect(render("a </1> b")).toBe("a &lt;/1&gt; b");
    expect(render("a <0>b")).toBe("a &lt;0&gt;b");
  });

  it("leaves out a value that was not given", () => {
    expect(formatText(["Hi ", ["name"], "!"], {})).toBe("Hi !");
  });
});

describe("isSupportedMessage", () => {
  it("refuses Lingui's plural and select formats, which the formatter does not read", () => {
    expect(
      isSupportedMessage(["You have ", ["count", "plural", { one: ["# item"], other: ["# items"] }]]),
    ).toBe(false);
    expect(isSupportedMessage({ id: "x" })).toBe(false);
    expect(isSupportedMessage(["text", ["name"]])).toBe(true);
  });
});
