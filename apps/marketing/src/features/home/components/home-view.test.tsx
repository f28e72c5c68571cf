import { render, screen, within } from "@testing-library/react";
import { SERVICES } from "@visadesk/content/services";
import { describe, expect, it } from "vitest";
import { HomeView } from "#features/home/components/home-view.tsx";
import { LABELS_SCRIPT_ID } from "#lib/country-labels.tsx";
import { createMemoryRouter, RouterProvider } from "#test/memory-router.tsx";

// The labels the server writes into the page: the UK's checked recently, Canada's not for months.
const labelsBlock = document.createElement("script");
labelsBlock.type = "application/json";
labelsBlock.id = LABELS_SCRIPT_ID;
labelsBlock.textContent = JSON.stringify([
  {
    code: "GB",
    successRate: "96%",
    slotAvailability: "Slots this week",
    biometricWait: "3-5 days",
    checkedOn: "2026-11-20",
    stale: false,
  },
  {
    code: "CA",
    successRate: "91%",
    slotAvailability: "Ask us for current slots",
    biometricWait: "1-2 weeks",
    checkedOn: "2025-06-02",
    stale: true,
  },
]);
document.head.append(labelsBlock);

function renderAt(path: string, forceCountry?: string) {
  const element = forceCountry ? <HomeView forceCountry={forceCountry} /> : <HomeView />;
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe("HomeView", () => {
  it("leads a refused-UK-visa search from Mumbai with the appeal offer and the Mumbai office", () => {
    renderAt("/?q=uk+visa+refused+appeal+mumbai");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "UK visa refused? Appeal with 95% success",
    );
    expect(
      within(screen.getByTestId("hero")).getByRole("link", { name: "Get a free refusal review" }),
    ).toHaveAttribute("href", "/visa-form");
    const advice = screen.getByRole("complementary", { name: "Advice for your city" });
    expect(within(advice).getByText(/Andheri East, Mumbai/)).toBeInTheDocument();
    expect(screen.getAllByTestId("focus-country")[0]).toHaveTextContent("United Kingdom");
    expect(
      within(screen.getByTestId("hero")).getByRole("link", { name: /visas: documents, fees and waits/ }),
    ).toHaveAttribute("href", "/visa/united-kingdom");
    // The Mumbai box reads the UK's card label, with its date: never a wait written into the copy.
    expect(within(advice).getByTestId("city-slot-line")).toHaveTextContent(
      "UK appointments now: Slots this week (checked on 20 November 2026)",
    );
  });

  it("shows the default hero without keywords, and no city advice", () => {
    renderAt("/");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Visa help for 190+ countries, and appeals when a visa is refused",
    );
    expect(screen.queryByRole("complementary", { name: "Advice for your city" })).toBeNull();
    expect(
      within(screen.getByTestId("hero")).getByRole("link", { name: "Get a free assessment" }),
    ).toBeInTheDocument();
  });

  it("writes the /uk hero for the UK whatever the query", () => {
    renderAt("/uk?q=canada+student+visa", "GB");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "UK student visas, handled by experts",
    );
  });

  it("flags urgent searches", () => {
    renderAt("/?q=urgent+schengen+visa");
    expect(screen.getByText("Urgent cases reviewed today")).toBeInTheDocument();
  });

  it("never renders markup from the URL", () => {
    renderAt(`/?q=${encodeURIComponent("<img src=x onerror=alert(1)> guaranteed visa for Rs 99")}`);
    const hero = screen.getByTestId("hero");
    expect(hero.querySelector("img:not([src^='/flags/'])")).toBeNull();
    expect(hero).not.toHaveTextContent(/Rs 99|guaranteed|onerror/);
  });

  it("shows the services with refusal appeals, the 17 destinations, the five cities, the appeal steps, reviews and FAQ", () => {
    renderAt("/");
    const services = screen.getAllByTestId("service");
    expect(services).toHaveLength(SERVICES.length);
    expect(services.at(-1)).toHaveTextContent(/Refusal appeals/);
    const destinations = screen.getAllByTestId("destination");
    expect(destinations).toHaveLength(17);
    const uk = destinations[0];
    if (!uk) throw new Error("no destinations");
    expect(within(uk).getByRole("link", { name: "United Kingdom visas" })).toHaveAttribute(
      "href",
      "/visa/united-kingdom",
    );
    expect(uk).toHaveTextContent("Success rate96%");
    expect(uk).toHaveTextContent("AppointmentsSlots this week");
    expect(uk).toHaveTextContent("Biometrics3-5 days");
    expect(within(uk).getByText("20 November 2026")).toHaveAttribute("datetime", "2026-11-20");
    expect(destinations[2]).toHaveTextContent("AppointmentsAsk us for current slots");
    expect(screen.getAllByTestId("city").map((c) => c.querySelector("h3")?.textContent)).toEqual([
      "Mumbai",
      "Delhi",
      "Bangalore",
      "Hyderabad",
      "Chennai",
    ]);
    expect(screen.getAllByTestId("appeal-step")).toHaveLength(4);
    expect(screen.getAllByTestId("review").length).toBeGreaterThanOrEqual(3);
    expect(screen.getAllByTestId("faq-item").length).toBeGreaterThanOrEqual(5);
  });

  it("ends with the chat section the quick-support popup scrolls to, with the chat link and the form", () => {
    renderAt("/");
    const chat = document.getElementById("chat");
    if (!chat) throw new Error("no #chat section");
    expect(within(chat).getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
    expect(within(chat).getByRole("link", { name: "Send an enquiry" })).toHaveAttribute("href", "/visa-form");
  });
});
