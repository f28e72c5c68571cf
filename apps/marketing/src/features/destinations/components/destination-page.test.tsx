import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pageMeta, prerenderPaths, sitemapXml } from "#app/seo.ts";
import DestinationPage from "#features/destinations/components/destination-page.tsx";
import { createMemoryRouter, RouterProvider } from "#test/memory-router.tsx";

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "/visa/:slug", element: <DestinationPage /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe("DestinationPage", () => {
  it("shows the UK's visas, dated figures, checklists, refusals, appeal and FAQs, with a pre-filled form link", () => {
    renderAt("/visa/united-kingdom");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("United Kingdom visas from India");
    expect(screen.getByTestId("checked-on").querySelector("time")).toHaveAttribute("datetime");
    expect(screen.getByRole("rowheader", { name: "Standard Visitor visa (6 months)" })).toBeInTheDocument();
    expect(screen.getByText(/Indicative only/)).toHaveTextContent("2 June 2025");
    expect(screen.getByRole("link", { name: /GOV.UK/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/www\.gov\.uk\//),
    );
    const checklists = screen.getAllByTestId("checklist");
    expect(checklists).toHaveLength(4);
    const student = checklists[1];
    if (!student) throw new Error("no student checklist");
    expect(within(student).getByText(/Confirmation of Acceptance for Studies/)).toBeInTheDocument();
    expect(within(student).getByRole("link")).toHaveAttribute("href", "/visa-form?country=GB&visa=student");
    expect(screen.getByTestId("destination-cta")).toHaveAttribute(
      "href",
      "/visa-form?country=GB&visa=visitor",
    );
    expect(
      screen.getByRole("heading", { name: "Refusals we see, and how an appeal works" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/no right of appeal/)).toBeInTheDocument();
    expect(screen.getByText("How soon can I reapply after a UK refusal?")).toBeInTheDocument();
  });

  it("is the not-found page for an unknown destination", () => {
    renderAt("/visa/narnia");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page not found");
  });
});

describe("destination pages' head and sitemap", () => {
  it("prerenders all 17 and lists them in the sitemap", () => {
    const pages = prerenderPaths().filter((path) => path.startsWith("/visa/"));
    expect(pages).toHaveLength(17);
    expect(sitemapXml()).toContain("<loc>https://www.visadesk.in/visa/united-kingdom</loc>");
  });

  it("gives each a title, description, canonical and Service, FAQPage and BreadcrumbList data", () => {
    const meta = pageMeta("/visa/japan");
    expect(meta?.title).toBe("Japan visa from India: documents, fees and refusals | VisaDesk");
    expect(meta?.canonical).toBe("https://www.visadesk.in/visa/japan");
    const types = meta?.jsonLd.map((data) => (data as { "@type": string })["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Service", "FAQPage", "BreadcrumbList"]));
    expect(pageMeta("/visa/narnia")).toBeNull();
  });
});
