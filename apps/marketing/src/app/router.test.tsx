import { render, screen, within } from "@testing-library/react";
import { CLAIMS } from "@visadesk/content/claims";
import { MARKETING_ROUTES } from "@visadesk/contracts/routes";
import { describe, expect, it } from "vitest";
import { AppRoutes, routes } from "#app/router.tsx";
import { activateLocale } from "#lib/i18n.tsx";
import { MemoryRouter } from "#lib/router.tsx";

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

describe("marketing router", () => {
  it("shows the blue Loading... screen, then the home page with the five claims", async () => {
    renderAt("/");
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    const claims = screen.getAllByTestId("claim");
    // Each claim is a hint: its figure and label are the button, what it means is the button's description.
    expect(claims.map((c) => within(c).getByRole("button").textContent)).toEqual(
      CLAIMS.map((c) => `${c.value}${c.label}`),
    );
    expect(within(claims[0] as HTMLElement).getByRole("button")).toHaveAccessibleDescription(
      CLAIMS[0]?.note ?? "",
    );
  });

  it("shows the Loading... screen in Hindi on a Hindi page, then the Hindi post", async () => {
    await activateLocale("hi");
    try {
      renderAt("/hi/blog/visa-bank-statement-guide");
      expect(screen.getByRole("status")).toHaveTextContent(/^लोड हो रहा है\.\.\.$/);
      expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(/^वीज़ा के लिए बैंक स्टेटमेंट/);
    } finally {
      await activateLocale("en");
    }
  });

  it("leads /uk with UK content", async () => {
    renderAt("/uk");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(/UK visas/);
  });

  it("shows the not-found page for an unknown path", async () => {
    renderAt("/no-such-page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });

  it("declares every public route of the route table", () => {
    const declared = routes.map((r) => r.path);
    expect(declared).toEqual(expect.arrayContaining([...MARKETING_ROUTES]));
  });
});
