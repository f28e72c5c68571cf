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
      http.post("*/api/auth/invitations/lookup", () =>
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

  it("makes a client whose password our team set choose their own before going on, then opens their home", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get("*/api/auth/login-options", () => HttpResponse.json({ usernames: ["ceo"] })),
      http.post("*/api/auth/login", () =>
        HttpResponse.json({ username: "asha", name: "Asha Rao", role: "customer", mustChangePassword: true }),
      ),
      http.post("*/api/users/me/password", async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
      http.get("*/api/me/cases", () => HttpResponse.json({ items: [], nextCursor: null, total: null })),
      http.get("*/api/me/deliveries", () => HttpResponse.json({ items: [], nextCursor: null, total: null })),
    );
    const { router } = renderCrm("/webcrmpanel", null);
    await userEvent.click(await screen.findByRole("button", { name: "Client or investor? Sign in here" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Username or email" }), "asha");
    await userEvent.type(screen.getByLabelText("Password"), "set-by-the-team-91");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Choose your own password" })).toBeInTheDocument();
    // Not signed in yet: nothing else opens before the change.
    expect(router.state.location.pathname).toBe("/webcrmpanel");
    // The rules come before the first try, a client's 8 characters, not one refusal at a time.
    expect(await screen.findByText("Your new password needs:")).toBeInTheDocument();
    const rules = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(rules).toEqual([
      "at least 8 characters (a few words together are long and easy to remember)",
      "not to be one of the most common passwords",
      "not to contain your username, asha",
      "not to be one character repeated",
    ]);
    await userEvent.type(await screen.findByLabelText("New password"), "river-stone-kite-27");
    await userEvent.type(screen.getByLabelText("The same new password again"), "river-stone-kite-27");
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Hello Asha" })).toBeInTheDocument();
    expect(sent).toEqual([{ currentPassword: "set-by-the-team-91", newPassword: "river-stone-kite-27" }]);
    expect(router.state.location.pathname).toBe("/customer-dashboard");
  });
});
