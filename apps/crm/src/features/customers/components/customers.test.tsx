import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { violations } from "#test/axe.ts";
import { customer, customerItem, dealItem, page } from "#test/fixtures.ts";
import { renderCrm, USERS, useMsw } from "#test/render.tsx";

const server = useMsw();

function atWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}

describe("the customers list", () => {
  it("says how many customers there are, and has no axe violations on a desktop or a phone", async () => {
    server.use(http.get("*/api/customers", () => HttpResponse.json(page([customerItem()], 1))));
    for (const width of [1280, 390]) {
      atWidth(width);
      const { container, unmount } = renderCrm("/customers");
      expect(await screen.findByText("1 customer")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Meera Iyer" })).toBeInTheDocument();
      expect(await violations(container)).toEqual([]);
      unmount();
    }
  }, 60_000);
});

describe("a customer", () => {
  function serve(c: ReturnType<typeof customer>) {
    server.use(
      http.get(`*/api/customers/${c.id}`, () => HttpResponse.json(c)),
      http.get("*/api/deals", () =>
        HttpResponse.json({
          ...page([dealItem({ leadId: c.leadId ?? undefined, stage: "won" })]),
          totalFeeInr: 45_000,
        }),
      ),
      http.get("*/api/deliveries", () => HttpResponse.json(page([]))),
      http.get("*/api/users", () => HttpResponse.json({ users: [] })),
    );
  }

  it("shows the passport warning, every deal and case, and no axe violations", async () => {
    const c = customer({
      passportExpiresOn: "2026-12-31",
      cases: [
        {
          id: "00000000-0000-4000-8000-0000000000a1",
          caseNumber: "VC-2026-00042",
          kind: "application",
          status: "intake",
        },
      ],
    });
    serve(c);
    for (const width of [1280, 390]) {
      atWidth(width);
      const { container, unmount } = renderCrm(`/customers?id=${c.id}`);
      expect(await screen.findByRole("heading", { level: 1, name: "Meera Iyer" })).toBeInTheDocument();
      expect(screen.getByText(/expires within 6 months|has expired/)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "VC-2026-00042" })).toBeInTheDocument();
      expect(await screen.findByRole("link", { name: /United Kingdom/ })).toBeInTheDocument();
      expect(await violations(container)).toEqual([]);
      unmount();
    }
  }, 60_000);

  it("offers archive and the portal account to admin, and neither to staff", async () => {
    const c = customer();
    serve(c);
    let created: unknown;
    const invitation = {
      username: "meera.iyer",
      purpose: "invite",
      path: `/webcrmpanel#invite=${"a".repeat(43)}`,
      expiresAt: "2025-01-09T09:00:00.000Z",
    };
    server.use(
      http.post("*/api/users", async ({ request }) => {
        created = await request.json();
        return HttpResponse.json(
          {
            username: "meera.iyer",
            name: "Meera Iyer",
            role: "customer",
            active: true,
            createdAt: "2025-01-06T09:00:00.000Z",
            lastLoginAt: null,
            mustChangePassword: false,
            customers: [{ id: c.id, name: "Meera Iyer" }],
            invitation,
          },
          { status: 201 },
        );
      }),
    );
    const staff = renderCrm(`/customers?id=${c.id}`, USERS.staff1);
    await screen.findByRole("heading", { level: 1, name: "Meera Iyer" });
    expect(screen.queryByRole("button", { name: "Archive" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Create portal account" })).toBeNull();
    expect(screen.getByText("No portal account yet.")).toBeInTheDocument();
    staff.unmount();

    renderCrm(`/customers?id=${c.id}`, USERS.admin);
    expect(await screen.findByRole("button", { name: "Archive" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Create portal account" }));
    const dialog = await screen.findByRole("dialog", { name: "Create a portal account" });
    expect(within(dialog).getByLabelText("Username")).toHaveValue("meera.iyer");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create account" }));
    // No password is typed: the account is linked in the same request and gets a one-time link to send.
    expect(await screen.findByLabelText("Invitation link")).toHaveValue(
      `${window.location.origin}${invitation.path}`,
    );
    expect(created).toEqual({
      username: "meera.iyer",
      name: "Meera Iyer",
      role: "customer",
      customerId: c.id,
    });
  });
});
