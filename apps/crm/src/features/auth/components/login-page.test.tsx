import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { destinationAfterSignIn } from "#features/auth/components/login-page.tsx";
import { violations } from "#test/axe.ts";
import { renderCrm, useMsw } from "#test/render.tsx";

const server = useMsw();

describe("the login page", () => {
  it("sends a signed-in user to the page they asked for when their role opens it, else home", () => {
    const staff = { username: "staff1", name: "Staff One", role: "staff" } as const;
    const client = { username: "asha", name: "Asha", role: "customer" } as const;
    expect(destinationAfterSignIn(staff, "/crm/leads?status=new")).toBe("/crm/leads?status=new");
    expect(destinationAfterSignIn(staff, "/users")).toBe("/crm");
    expect(destinationAfterSignIn(client, "/crm/leads")).toBe("/customer-dashboard");
    expect(destinationAfterSignIn(client, undefined)).toBe("/customer-dashboard");
    expect(destinationAfterSignIn(staff, "https://evil.example/")).toBe("/crm");
  });

  it("offers clients and investors a typed sign-in beside the staff card, without listing them", async () => {
    server.use(
      http.get("*/api/auth/login-options", () =>
        HttpResponse.json({ usernames: ["ceo", "admin", "staff1", "staff2"] }),
      ),
    );
    const { container } = renderCrm("/webcrmpanel", null);
    await userEvent.click(await screen.findByRole("button", { name: "Client or investor? Sign in here" }));
    expect(screen.getByRole("heading", { name: "Sign in to follow your visa" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Username or email" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox")).toBeNull();
    // A forgotten password has a way forward: staff send a new link.
    expect(screen.getByRole("link", { name: "Ask us on WhatsApp for a new link" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/),
    );
    expect(await violations(container)).toEqual([]);
  });

  it("shows a used or expired link plainly", async () => {
    const token = "a".repeat(43);
    server.use(
      http.get("*/api/auth/login-options", () => HttpResponse.json({ usernames: ["ceo"] })),
      http.get(`*/api/auth/invitations/${token}`, () =>
        HttpResponse.json(
          { error: { code: "invitation_gone", message: "This link has expired or has already been used." } },
          { status: 404 },
        ),
      ),
    );
    renderCrm(`/webcrmpanel#invite=${token}`, null);
    expect(await screen.findByRole("heading", { name: "This link no longer works" })).toBeInTheDocument();
    expect(screen.getByText("This link has expired or has already been used.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ask us on WhatsApp for a new link" })).toBeInTheDocument();
  });
});
