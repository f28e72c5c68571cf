import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CRM_ROUTES } from "@visadesk/contracts/routes";
import { createQueryClient } from "@visadesk/http";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PAGE_FILES, screenModule } from "#app/pages.ts";
import { declaredPaths, preloadPage } from "#app/router.tsx";
import { sessionStore } from "#features/auth/session.ts";
import { createTestRouter } from "#test/render.tsx";

const USERNAMES = ["ceo", "admin", "staff1", "staff2"];
const server = setupServer(
  http.get("*/api/auth/login-options", () => HttpResponse.json({ usernames: USERNAMES })),
  // My day (/crm) asks for the user's leads and new enquiries.
  http.get("*/api/leads", () => HttpResponse.json({ items: [], nextCursor: null, total: 0 })),
  http.get("*/api/enquiries", () => HttpResponse.json({ items: [], nextCursor: null, total: 0 })),
);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
beforeEach(() => {
  sessionStore.getState().signOut();
  window.localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderAt(path: string) {
  const { router, element } = createTestRouter(path);
  render(<QueryClientProvider client={createQueryClient()}>{element}</QueryClientProvider>);
  return router;
}

const stored = () => JSON.parse(window.localStorage.getItem("system_auth") ?? "null");

describe("CRM router and login", () => {
  it("shows the login card at /webcrmpanel after the Loading... screen, with the server's usernames", async () => {
    renderAt("/webcrmpanel");
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    const username = await screen.findByRole("combobox", { name: "Username" });
    await waitFor(() =>
      expect([...(username as HTMLSelectElement).options].map((o) => o.value)).toEqual(USERNAMES),
    );
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Login" })).toBeDisabled();
  });

  it("shows 'Invalid username or password' on a 401 and stores nothing", async () => {
    server.use(
      http.post("*/api/auth/login", () =>
        HttpResponse.json(
          { error: { code: "invalid_credentials", message: "Invalid username or password" } },
          { status: 401 },
        ),
      ),
    );
    renderAt("/webcrmpanel");
    await userEvent.type(await screen.findByLabelText("Password"), "wrong-password");
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid username or password");
    expect(window.localStorage.getItem("system_auth")).toBeNull();
  });

  it("logs in with the chosen username, stores the session user and goes to the user's home", async () => {
    let sent: unknown;
    server.use(
      http.post("*/api/auth/login", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ username: "staff2", name: "Staff Two", role: "staff" });
      }),
    );
    const router = renderAt("/webcrmpanel");
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Username" })).toBeEnabled());
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Username" }), "staff2");
    await userEvent.type(screen.getByLabelText("Password"), "staff2-password-here");
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/crm"));
    expect(sent).toEqual({ username: "staff2", password: "staff2-password-here" });
    expect(stored()).toEqual({ username: "staff2", name: "Staff Two", role: "staff" });
    expect(await screen.findByTestId("session-name")).toHaveTextContent("Staff Two");
  });

  it("asks for the username when the server has switched the list off", async () => {
    server.use(http.get("*/api/auth/login-options", () => HttpResponse.json({}, { status: 404 })));
    renderAt("/webcrmpanel");
    expect(await screen.findByRole("textbox", { name: "Username" })).toHaveValue("");
  });

  it("says so on a lockout", async () => {
    server.use(http.post("*/api/auth/login", () => HttpResponse.json({}, { status: 429 })));
    renderAt("/webcrmpanel");
    await userEvent.type(await screen.findByLabelText("Password"), "whatever-it-is");
    await waitFor(() => expect(screen.getByRole("button", { name: "Login" })).toBeEnabled());
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many failed attempts");
  });

  it("confirms a restored session with /api/auth/me, and keeps the server's answer", async () => {
    window.localStorage.setItem(
      "system_auth",
      JSON.stringify({ username: "admin", name: "Old", role: "admin" }),
    );
    const restored = (await import("@visadesk/auth/session-user")).readStoredSessionUser(window.localStorage);
    sessionStore.setState({ user: restored, status: "restored" });
    server.use(
      http.get("*/api/auth/me", () => HttpResponse.json({ username: "admin", name: "Admin", role: "admin" })),
    );
    renderAt("/crm");
    await waitFor(() => expect(sessionStore.getState().status).toBe("confirmed"));
    expect(stored()).toEqual({ username: "admin", name: "Admin", role: "admin" });
  });

  it("keeps the restored user as it is when the server confirms the same person (nothing renders again)", async () => {
    const restored = { username: "admin", name: "Admin", role: "admin" } as const;
    window.localStorage.setItem("system_auth", JSON.stringify(restored));
    sessionStore.setState({ user: restored, status: "restored" });
    server.use(http.get("*/api/auth/me", () => HttpResponse.json({ ...restored })));
    renderAt("/crm");
    await waitFor(() => expect(sessionStore.getState().status).toBe("confirmed"));
    expect(sessionStore.getState().user).toBe(restored);
  });

  it("clears a restored session the server no longer knows, with the CRM flags", async () => {
    window.localStorage.setItem("crm_filters", "{}");
    sessionStore.setState({ user: { username: "admin", name: "A", role: "admin" }, status: "restored" });
    window.localStorage.setItem(
      "system_auth",
      JSON.stringify({ username: "admin", name: "A", role: "admin" }),
    );
    server.use(http.get("*/api/auth/me", () => HttpResponse.json({}, { status: 401 })));
    renderAt("/crm");
    await waitFor(() => expect(sessionStore.getState().status).toBe("anonymous"));
    expect(window.localStorage.getItem("system_auth")).toBeNull();
    expect(window.localStorage.getItem("crm_filters")).toBeNull();
  });

  it("logs out: ends the server session, clears storage and goes to /webcrmpanel", async () => {
    let loggedOut = false;
    server.use(
      http.post("*/api/auth/logout", () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    sessionStore.getState().signIn({ username: "ceo", name: "CEO", role: "ceo" });
    window.localStorage.setItem("crm_view", "board");
    const router = renderAt("/crm");
    await userEvent.click(await screen.findByRole("button", { name: "Log out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/webcrmpanel"));
    expect(loggedOut).toBe(true);
    expect(window.localStorage.getItem("system_auth")).toBeNull();
    expect(window.localStorage.getItem("crm_view")).toBeNull();
  });

  it.each([
    ["a visitor", null],
    ["staff", { username: "staff1", name: "S", role: "staff" }],
  ] as const)("refuses the workflow dashboards to %s", async (_who, user) => {
    if (user) sessionStore.getState().signIn(user);
    renderAt("/360-dashboard");
    expect(await screen.findByRole("alert")).toHaveTextContent("Access denied. Admin/CEO access required.");
  });

  it("shows the workflow dashboard to the CEO", async () => {
    sessionStore.getState().signIn({ username: "ceo", name: "CEO", role: "ceo" });
    renderAt("/crm/workflow");
    expect(await screen.findByRole("heading", { name: "Workflow" })).toBeInTheDocument();
    expect(screen.queryByText("Access denied. Admin/CEO access required.")).toBeNull();
  });

  it("draws a page whose code has arrived at once, without the Loading... screen in front of it", async () => {
    const staff = { username: "staff1", name: "Staff One", role: "staff" } as const;
    sessionStore.setState({ user: staff, status: "restored" });
    server.use(
      http.get("*/api/auth/me", () => HttpResponse.json(staff)),
      http.get("*/api/users", () => HttpResponse.json({ users: [] })),
    );
    await preloadPage("/crm/leads");
    renderAt("/crm/leads");
    // Synchronously, in the first render: a page that suspended would show the Loading... screen here.
    expect(screen.getByRole("heading", { level: 1, name: "Leads" })).toBeInTheDocument();
    expect(screen.queryByTestId("loading-screen")).toBeNull();
  });

  it("shows the Loading... screen while a page's code is still on its way", async () => {
    sessionStore.getState().signIn({ username: "ceo", name: "CEO", role: "ceo" });
    server.use(
      http.get("*/api/deals", () =>
        HttpResponse.json({ items: [], nextCursor: null, total: 0, totalFeeInr: 0 }),
      ),
      http.get("*/api/users", () => HttpResponse.json({ users: [] })),
    );
    // A page no other test here has loaded: its code arrives after the first render.
    renderAt("/crm/deals");
    expect(screen.getByTestId("loading-screen")).toHaveTextContent("Loading...");
    expect(await screen.findByRole("heading", { level: 1, name: "Deals" })).toBeInTheDocument();
  });

  it("shows the not-found page at an address it does not know", async () => {
    renderAt("/crm/anything-unknown");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  });

  it("declares every internal route of the route table", () => {
    // "*" is the not-found page's catch-all, not a route of the table.
    expect(
      declaredPaths()
        .filter((path) => path !== "*")
        .sort(),
    ).toEqual([...CRM_ROUTES].sort());
  });
});

describe("the screens of the internal paths", () => {
  it("are each a file the router can import lazily, and export a page", async () => {
    for (const [path, file] of Object.entries(PAGE_FILES)) {
      const load = screenModule(file);
      expect(typeof (await load()).default, `${path}: ${file}`).toBe("function");
    }
    expect(() => screenModule("src/features/none/components/none-page.tsx")).toThrow(/No screen at/);
  });
});
