import { act, render, screen } from "@testing-library/react";
import { getTracker, resetTracking, trackingStore } from "@visadesk/tracking";
import { useChatLink } from "@visadesk/tracking/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TrackingEffects } from "#features/tracking/components/tracking-effects.tsx";
import { Link } from "#lib/router.tsx";
import { createMemoryRouter, Outlet, RouterProvider } from "#test/memory-router.tsx";

function Layout() {
  const chat = useChatLink();
  return (
    <>
      <TrackingEffects />
      <nav>
        <Link to="/">Home</Link>
        <Link to="/blog">Blog</Link>
        <Link to="/crm/leads">CRM</Link>
      </nav>
      <a href={chat.href} data-testid="chat">
        Chat
      </a>
      <Outlet />
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ element: <Layout />, children: [{ path: "*", element: <p>page</p> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const pageViews = () =>
  getTracker()
    .queued()
    .flatMap((hit) => (hit.kind === "page_view" ? [hit.path] : []));

beforeEach(() => {
  resetTracking();
  window.history.replaceState(null, "", "/?q=canada+visa&utm_source=google&gclid=G42");
});
afterEach(() => resetTracking());

describe("TrackingEffects", () => {
  it("queues one page view per distinct address and none on CRM paths", async () => {
    const router = renderAt("/?q=canada+visa&utm_source=google&gclid=G42");
    expect(pageViews()).toEqual(["/?q=canada+visa&utm_source=google&gclid=G42"]);
    await act(() => router.navigate("/blog"));
    await act(() => router.navigate("/?q=canada+visa&utm_source=google&gclid=G42"));
    await act(() => router.navigate("/blog"));
    await act(() => router.navigate("/crm/leads"));
    expect(pageViews()).toEqual(["/?q=canada+visa&utm_source=google&gclid=G42", "/blog"]);
  });

  it("gives the chat link the landing's attribution and the current page", async () => {
    const router = renderAt("/?q=canada+visa&utm_source=google&gclid=G42");
    await act(() => router.navigate("/blog"));
    const text = new URL(screen.getByTestId("chat").getAttribute("href") ?? "").searchParams.get("text");
    expect(text).toContain("Search: canada visa");
    expect(text).toContain("Source: google");
    expect(text).toContain("Click ID: G42");
    expect(text).toContain("Page: http://localhost:3000/blog");
    expect(trackingStore.getState().attribution).toEqual({
      q: "canada visa",
      utm_source: "google",
      gclid: "G42",
    });
  });
});
