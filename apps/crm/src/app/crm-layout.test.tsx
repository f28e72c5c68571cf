import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createQueryClient } from "@visadesk/http";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CrmLayout } from "#app/crm-layout.tsx";
import { sessionStore } from "#lib/session.ts";
import { USERS } from "#test/render.tsx";

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // jsdom has no layout; Radix's positioning only needs the observer to exist.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  sessionStore.getState().signIn(USERS.staff1);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
});

describe("CRM layout's icon-only menu button", () => {
  it("has a tooltip after 700 ms of hover (docs/behaviours/public-site.md#tooltips) and is reached with the keyboard", async () => {
    const router = createMemoryRouter(
      [{ element: <CrmLayout />, children: [{ path: "/crm/leads", element: <p>Leads</p> }] }],
      { initialEntries: ["/crm/leads"] },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    // Drawn at once; its tooltip (and the provider with the delays of docs/behaviours/public-site.md#tooltips) comes
    // with the tooltip's code, after the page.
    await screen.findByRole("button", { name: "Menu" });
    await vi.waitFor(() =>
      expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("data-state"),
    );
    const menu = screen.getByRole("button", { name: "Menu" });
    vi.useFakeTimers();
    fireEvent.pointerMove(menu, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Open the menu");
    expect(menu.tabIndex).toBe(0);
  });
});
