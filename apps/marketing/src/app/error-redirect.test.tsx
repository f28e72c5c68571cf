import { act, render, screen } from "@testing-library/react";
import { ZClientErrorReport } from "@visadesk/contracts/client-errors";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RouteErrorRedirect } from "#app/error-redirect.tsx";
import { CLIENT_ERRORS_URL } from "#app/report-client-error.ts";

const reports: unknown[] = [];
const server = setupServer(
  http.post(`*${CLIENT_ERRORS_URL}`, async ({ request }) => {
    reports.push(await request.json());
    return HttpResponse.json({ accepted: true }, { status: 202 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'title')");
}

describe("RouteErrorRedirect", () => {
  it("reports a render error and silently goes to / after 100 ms", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const router = createMemoryRouter(
      [
        {
          errorElement: <RouteErrorRedirect />,
          children: [
            { path: "/", element: <h1>Home</h1> },
            { path: "/blog/:slug", element: <Broken /> },
          ],
        },
      ],
      { initialEntries: ["/blog/broken"] },
    );
    window.history.replaceState(null, "", "/blog/broken");
    render(<RouterProvider router={router} />);
    expect(screen.queryByText(/Cannot read/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(99));
    expect(router.state.location.pathname).toBe("/blog/broken");
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();

    vi.useRealTimers();
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    const report = ZClientErrorReport.parse(reports[0]);
    expect(report).toMatchObject({
      app: "marketing",
      name: "TypeError",
      message: "Cannot read properties of undefined (reading 'title')",
      path: "/blog/broken",
    });
  });
});
