import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createQueryClient } from "@visadesk/http";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { CrmLayout } from "#app/crm-layout.tsx";
import { PageErrorBoundary } from "#app/route-error.tsx";
import { sessionStore } from "#lib/session.ts";
import { USERS } from "#test/render.tsx";

function Broken(): never {
  throw new Error("boom");
}

describe("a page that fails to render", () => {
  it("shows the error screen inside the CRM, with the navigation still there", async () => {
    // The failure is expected: keep React's and jsdom's reports of it out of the test output.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const quietWarn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const swallow = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener("error", swallow);
    sessionStore.getState().signIn(USERS.staff1);
    let pathname = "";
    function RecordPath() {
      pathname = useLocation().pathname;
      return null;
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={["/crm/leads"]}>
          <RecordPath />
          <Routes>
            <Route element={<CrmLayout />}>
              <Route element={<PageErrorBoundary />}>
                <Route path="/crm/leads" element={<Broken />} />
              </Route>
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("This page ran into a problem");
    expect(screen.getByRole("link", { name: "Back to My day" })).toHaveAttribute("href", "/crm");
    expect(screen.getByRole("navigation", { name: "CRM" })).toBeInTheDocument();
    expect(pathname).toBe("/crm/leads");
    quiet.mockRestore();
    quietWarn.mockRestore();
    window.removeEventListener("error", swallow);
    sessionStore.getState().signOut();
  });
});
