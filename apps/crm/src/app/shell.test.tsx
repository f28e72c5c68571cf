import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { violations } from "#test/axe.ts";
import { customer, customerItem, deal, dealItem, enquiryItem, leadItem } from "#test/fixtures.ts";
import { renderCrm, USERS, useMsw } from "#test/render.tsx";

const server = useMsw();
const emptyPage = () => HttpResponse.json({ items: [], nextCursor: null, total: 0 });

function quietDay() {
  server.use(http.get("*/api/leads", emptyPage), http.get("*/api/enquiries", emptyPage));
}

const navLabels = () =>
  within(screen.getByRole("navigation", { name: "CRM" }))
    .getAllByRole("link")
    .map((a) => a.textContent);

describe("the CRM shell", () => {
  it("shows staff the work areas only, with their name and a logout", async () => {
    quietDay();
    renderCrm("/crm", USERS.staff1);
    expect(await screen.findByRole("heading", { level: 1, name: "Good day, Staff One" })).toBeInTheDocument();
    expect(navLabels()).toEqual([
      "My day",
      "Enquiries",
      "Leads",
      "Deals",
      "Filing cases",
      "Visa delivery",
      "Customers",
      "Classic view",
      "Country labels",
    ]);
    expect(screen.getByTestId("session-name")).toHaveTextContent("Staff One");
    expect(screen.getByRole("button", { name: "Log out" })).toBeInTheDocument();
  });

  it("adds the management pages for admin, and the investor dashboard for the CEO", async () => {
    quietDay();
    const admin = renderCrm("/crm", USERS.admin);
    await screen.findByRole("heading", { level: 1 });
    expect(navLabels()).toEqual(expect.arrayContaining(["Workflow", "360 dashboard", "Analytics", "Users"]));
    expect(navLabels()).not.toContain("Investor dashboard");
    admin.unmount();
    renderCrm("/crm", USERS.ceo);
    await screen.findByRole("heading", { level: 1 });
    expect(navLabels()).toContain("Investor dashboard");
  });

  it("sends a visitor to the login card", async () => {
    server.use(http.get("*/api/auth/login-options", () => HttpResponse.json({ usernames: ["ceo"] })));
    const { router } = renderCrm("/crm/leads", null);
    await waitFor(() => expect(router.state.location.pathname).toBe("/webcrmpanel"));
    expect(await screen.findByRole("button", { name: "Login" })).toBeInTheDocument();
    expect(screen.queryByText("Your session has expired. Please log in again.")).toBeNull();
  });

  it("tells a customer that the CRM is not part of their role", async () => {
    renderCrm("/crm/leads", { username: "asha", name: "Asha", role: "customer" });
    expect(await screen.findByRole("alert")).toHaveTextContent("This page is not part of your role");
    expect(screen.getByRole("link", { name: "Go to your home page" })).toHaveAttribute(
      "href",
      "/customer-dashboard",
    );
  });

  it.each(["/crm/workflow", "/360-dashboard"])("refuses %s to staff with the denial text", async (path) => {
    renderCrm(path, USERS.staff1);
    expect(await screen.findByRole("alert")).toHaveTextContent("Access denied. Admin/CEO access required.");
  });

  it("breadcrumbs lead back up from a record", async () => {
    const l = leadItem();
    server.use(
      http.get(`*/api/leads/${l.id}`, () =>
        HttpResponse.json({
          ...l,
          lostReason: null,
          customerId: null,
          enquiries: [],
          deals: [],
          timeline: [],
        }),
      ),
    );
    renderCrm(`/crm/leads?id=${l.id}`);
    const crumbs = await screen.findByRole("navigation", { name: "Breadcrumb" });
    expect(
      within(crumbs)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/crm", "/crm/leads"]);
    expect(within(crumbs).getByText("Asha Verma")).toHaveAttribute("aria-current", "page");
  });
});

describe("the global search", () => {
  const noHits = { leads: [], enquiries: [], deals: [], customers: [], cases: [] };
  it("finds leads, enquiries and cases by what was typed in one request, and opens a hit from the keyboard", async () => {
    quietDay();
    const found = leadItem({ name: "Asha Verma" });
    const asked: string[] = [];
    server.use(
      http.get("*/api/search", ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          ...noHits,
          leads: [found],
          enquiries: [enquiryItem({ name: "Asha V." })],
        });
      }),
      // The lead's page lists its deals.
      http.get("*/api/deals", () =>
        HttpResponse.json({ items: [], nextCursor: null, total: 0, totalFeeInr: 0 }),
      ),
      http.get(`*/api/leads/${found.id}`, () =>
        HttpResponse.json({
          ...found,
          lostReason: null,
          customerId: null,
          enquiries: [],
          deals: [],
          timeline: [],
        }),
      ),
    );
    const { router } = renderCrm("/crm");
    const box = await screen.findByRole("combobox", { name: "Search records" });
    await userEvent.type(box, "asha");
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining("Asha Verma"),
      expect.stringContaining("Asha V."),
    ]);
    // One request for every kind, once the typing settled.
    expect(asked).toEqual(["?q=asha&limit=5"]);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${found.id}`));
    expect(router.state.location.pathname).toBe("/crm/leads");
    expect(await screen.findByRole("heading", { level: 1, name: "Asha Verma" })).toBeInTheDocument();
  });

  it("opens a deal's and a customer's hit on their detail", async () => {
    quietDay();
    const d = deal({ clientName: "Kabir Shah" });
    const c = customer({ name: "Kabir Shah" });
    server.use(
      http.get("*/api/search", () =>
        HttpResponse.json({ ...noHits, deals: [dealItem(d)], customers: [customerItem(c)] }),
      ),
      http.get(`*/api/deals/${d.id}`, () => HttpResponse.json(d)),
      http.get(`*/api/customers/${c.id}`, () => HttpResponse.json(c)),
    );
    const { router } = renderCrm("/crm");
    await userEvent.type(await screen.findByRole("combobox", { name: "Search records" }), "kabir");
    await userEvent.click(await screen.findByRole("option", { name: /Deal.*Kabir Shah/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/crm/deals"));
    expect(router.state.location.search).toBe(`?id=${d.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: /Kabir Shah/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole("combobox", { name: "Search records" }), "kabir");
    await userEvent.click(await screen.findByRole("option", { name: /Customer.*Kabir Shah/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/customers"));
    expect(await screen.findByRole("heading", { level: 1, name: "Kabir Shah" })).toBeInTheDocument();
  });

  it("says when nothing was found", async () => {
    quietDay();
    server.use(http.get("*/api/search", () => HttpResponse.json(noHits)));
    renderCrm("/crm");
    await userEvent.type(await screen.findByRole("combobox", { name: "Search records" }), "zz");
    expect(await screen.findByText("Nothing found for “zz”.")).toBeInTheDocument();
  });
});

describe("my day", () => {
  it("lists follow-ups due (today and overdue, open leads only), new enquiries, and recent work, without axe violations", async () => {
    const overdue = leadItem({ name: "Overdue Person", nextFollowUpOn: "2020-01-01", status: "contacted" });
    const later = leadItem({ name: "Later Person", nextFollowUpOn: "2999-01-01" });
    const lost = leadItem({ name: "Lost Person", nextFollowUpOn: "2020-01-01", status: "lost" });
    server.use(
      http.get("*/api/leads", () =>
        HttpResponse.json({ items: [overdue, later, lost], nextCursor: null, total: 3 }),
      ),
      http.get("*/api/enquiries", ({ request }) => {
        const assignee = new URL(request.url).searchParams.get("assignee");
        return HttpResponse.json({
          items: [enquiryItem({ name: assignee === "me" ? "Mine New" : "Nobody's New" })],
          nextCursor: null,
          total: 1,
        });
      }),
    );
    const { container } = renderCrm("/crm");
    const due = await screen.findByRole("region", { name: "Follow-ups due" });
    expect(await within(due).findByRole("link", { name: "Overdue Person" })).toBeInTheDocument();
    expect(within(due).getByText(/overdue/)).toBeInTheDocument();
    expect(within(due).queryByText("Later Person")).toBeNull();
    expect(within(due).queryByText("Lost Person")).toBeNull();
    expect(await screen.findByRole("link", { name: "Mine New" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Nobody's New" })).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it("shows the same day as one classic table at /crm-old", async () => {
    server.use(
      http.get("*/api/leads", () =>
        HttpResponse.json({
          items: [leadItem({ name: "Due Today", nextFollowUpOn: "2020-01-01" })],
          nextCursor: null,
          total: 1,
        }),
      ),
      http.get("*/api/enquiries", emptyPage),
    );
    renderCrm("/crm-old");
    const table = await screen.findByRole("table", { name: "My day" });
    expect(await within(table).findByRole("link", { name: "Due Today" })).toBeInTheDocument();
    expect(within(table).getByText("Follow-up due")).toBeInTheDocument();
  });
});
