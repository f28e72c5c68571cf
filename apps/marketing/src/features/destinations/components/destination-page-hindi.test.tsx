import { render, screen, within } from "@testing-library/react";
import { DESTINATIONS } from "@visadesk/content/destinations";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageMeta } from "#app/seo.ts";
import DestinationPage from "#features/destinations/components/destination-page.tsx";
import { loadDestinationWords } from "#lib/destination-words.ts";
import { activateLocale } from "#lib/i18n.tsx";
import { createMemoryRouter, RouterProvider } from "#test/memory-router.tsx";

beforeAll(async () => {
  await activateLocale("hi");
  await loadDestinationWords("hi");
});
afterAll(async () => {
  await activateLocale("en");
});

function renderHindi(slug: string) {
  const path = `/hi/visa/${slug}`;
  const router = createMemoryRouter([{ path: "/hi/visa/:slug", element: <DestinationPage /> }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

const DEVANAGARI = /[\u0900-\u097F]/;
// Names a Hindi sentence keeps as they are printed on forms and sites: brands, official names, amounts.
const PROPER_NAMES =
  /VisaDesk|WhatsApp|GOV\.UK|France-Visas|Netherlands Worldwide|U\.S\. Department of State|Department of Home Affairs|[A-Z]{3}\s[\d,.]+/g;

/**
 * The English a Hindi page would show by mistake: the text of each element (its own text, not its children's) that
 * has no Devanagari and still has two or more Latin words once brand names and amounts are taken out. The country
 * labels that staff type in the CRM (`data-country-label`) are theirs and stay as typed.
 */
function englishSentences(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of [root, ...root.querySelectorAll<HTMLElement>("*")]) {
    if (element.closest("[data-country-label]")) continue;
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? "")
      .join("")
      .trim();
    if (!own || DEVANAGARI.test(own)) continue;
    const latinWords = own.replace(PROPER_NAMES, " ").match(/[A-Za-z]{2,}/g) ?? [];
    if (latinWords.length >= 2) found.push(own);
  }
  return found;
}

describe("the Hindi destination pages", () => {
  it.each(DESTINATIONS.map((destination) => destination.slug))(
    "/hi/visa/%s shows every table, checklist, refusal reason and answer in Hindi, with no English island",
    (slug) => {
      const { container } = renderHindi(slug);
      const article = container.querySelector("article");
      if (!article) throw new Error("no article");
      // Nothing in the page's own content is marked English (the layout's language switch is English on purpose: it
      // offers the English page). The labels the site shipped with are all in forms that have Hindi wording; a label
      // staff type in another form would be kept as typed and marked English.
      const english = [...article.querySelectorAll("[lang]")].filter(
        (element) => element.getAttribute("lang") !== "hi",
      );
      expect(english.map((element) => element.outerHTML.slice(0, 120))).toEqual([]);
      expect(englishSentences(article)).toEqual([]);
      expect(article.textContent).not.toMatch(/[{}]|undefined|NaN/);
      // The footer's office address too.
      expect(container.querySelector("address")).toHaveTextContent(
        "ऑफ़िस 402, साई टावर्स, अंधेरी-कुर्ला रोड, अंधेरी ईस्ट, मुंबई 400069, महाराष्ट्र",
      );
      expect(container.querySelector("address")).not.toHaveAttribute("lang");
    },
  );

  it("reads as a Hindi applicant expects on /hi/visa/canada: fees, checklist, refusals and answers", () => {
    renderHindi("canada");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("भारत से कनाडा वीज़ा");
    expect(screen.getByRole("rowheader", { name: "विज़िटर वीज़ा (TRV)" })).toBeInTheDocument();
    // The visitor visa and the business visit cost the same: both rows say so.
    expect(screen.getAllByRole("cell", { name: "CAD\u00a0100, और बायोमेट्रिक्स के CAD\u00a085" })).toHaveLength(
      2,
    );
    expect(screen.getByRole("link", { name: /IRCC की फ़ीस सूची/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/ircc\.canada\.ca\//),
    );
    const student = screen.getAllByTestId("checklist")[1];
    if (!student) throw new Error("no student checklist");
    expect(within(student).getByText("आपके कॉलेज वाले प्रांत का प्रोविंशियल अटेस्टेशन लेटर (PAL)")).toBeInTheDocument();
    expect(within(student).getByText("10वीं कक्षा से आगे की सारी मार्कशीट और डिग्री सर्टिफ़िकेट")).toBeInTheDocument();
    expect(screen.getByText(/पैसों की स्थिति: फ़ंड नहीं दिखाए गए/)).toBeInTheDocument();
    expect(screen.getByText(/60 दिन के अंदर फ़ेडरल कोर्ट/)).toBeInTheDocument();
    expect(screen.getByText("GCMS नोट्स क्या हैं, और क्या मुझे इनकी ज़रूरत है?")).toBeInTheDocument();
  });

  it("gives search engines the Hindi answers in the page's FAQ data", () => {
    const meta = pageMeta("/hi/visa/canada");
    const faq = meta?.jsonLd.find((data) => (data as { "@type": string })["@type"] === "FAQPage") as
      | { mainEntity: { name: string }[] }
      | undefined;
    expect(faq?.mainEntity.map((question) => question.name)).toEqual([
      "GCMS नोट्स क्या हैं, और क्या मुझे इनकी ज़रूरत है?",
    ]);
    expect(meta?.description).toMatch(/^कनाडा के विज़िटर वीज़ा/);
  });
});
