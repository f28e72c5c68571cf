import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CRM_ROUTES } from "@visadesk/contracts/routes";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { RouterProvider } from "react-router-dom";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestRouter, routes } from "#app/router.tsx";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("CRM router", () => {
  it("shows the login card at /webcrmpanel after the Loading... screen", async () => {
    render(<RouterProvider router={createTestRouter("/webcrmpanel")} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    const username = await screen.findByRole("combobox", { name: "Username" });
    expect([...(username as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      "ceo",
      "admin",
      "staff1",
      "staff2",
    ]);
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Login" })).toBeDisabled();
  });

  it("shows 'Invalid username or password' when the server refuses the pair", async () => {
    server.use(
      http.post("*/api/auth/login", () => new HttpResponse("Invalid username or password", { status: 401 })),
    );
    render(<RouterProvider router={createTestRouter("/webcrmpanel")} />);
    await userEvent.type(await screen.findByLabelText("Password"), "wrong-password");
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid username or password");
  });

  it("declares every internal route of the route table", () => {
    const declared = routes[0]?.children?.map((r) => r.path) ?? [];
    expect([...declared].sort()).toEqual([...CRM_ROUTES].sort());
  });
});
