import { act, render, screen } from "@testing-library/react";
import { ZClientErrorReport } from "@visadesk/contracts/client-errors";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RouteErrorBoundary } from "#app/error-redirect.tsx";
import { CLIENT_ERRORS_URL } from "#app/report-client-error.ts";
import { MemoryRouter, Routes, useLocation } from "#lib/router.tsx";

const reports: unknown[] = [];
const server = setupServer(
  http.post(`*${CLIENT_ERRORS_URL}`, async ({ request }) => {
    reports.push(await request.json());
    return HttpResponse.json({ accepted: true }, { status: 202 });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'title')");
}

/** The routes inside the boundary, as AppRoutes has them, and the address shown outside it. */
function Site() {
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="address">{pathname}</p>
      <RouteErrorBoundary pathname={pathname}>
        <Routes
          routes={[
            { path: "/", element: <h1>Home</h1> },
            { path: "/blog/:slug", element: <Broken /> },
          ]}
        />
      </RouteErrorBoundary>
    </>
  );
}

describe("RouteErrorBoundary", () => {
  it("reports a render error and silently goes to / after 100 ms", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    window.history.replaceState(null, "", "/blog/broken");
    render(
      <MemoryRouter initialEntries={["/blog/broken"]}>
        <Site />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/Cannot read/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(99));
    expect(screen.getByTestId("address")).toHaveTextContent("/blog/broken");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId("address")).toHaveTextContent(/^\/$/);
    expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();

    vi.useRealTimers();
    // A condition, not a time limit: on a loaded machine the report can take longer than waitFor's default second.
    await vi.waitFor(() => expect(reports).toHaveLength(1), { timeout: 15_000 });
    const report = ZClientErrorReport.parse(reports[0]);
    expect(report).toMatchObject({
      app: "marketing",
      name: "TypeError",
      message: "Cannot read properties of undefined (reading 'title')",
      path: "/blog/broken",
    });
  });
});
