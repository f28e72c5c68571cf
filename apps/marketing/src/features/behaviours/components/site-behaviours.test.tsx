import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { SITE_CONTENT_ATTRIBUTE } from "@visadesk/detectors/dom";
import { LOADING_SCREEN_TEXTS, NOT_FOUND_NOTICE_TEXTS } from "@visadesk/detectors/react";
import { CHAT_TEXTS, resetTracking } from "@visadesk/tracking";
import { Toaster } from "@visadesk/ui/toast";
import { toastStore } from "@visadesk/ui/toast-store";
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from "vitest";
import { preloadOverlays } from "#features/behaviours/components/deferred-overlays.ts";
import { IMPATIENT_TOAST_TITLE, SiteBehaviours } from "#features/behaviours/components/site-behaviours.tsx";
import { useChatTexts, useLoadingScreenTexts, useNotFoundNoticeTexts } from "#lib/behaviour-texts.ts";
import { activateLocale } from "#lib/i18n.tsx";
import { createMemoryRouter, Outlet, RouterProvider } from "#test/memory-router.tsx";

const LONG_TEXT = "Visa help for 190+ countries and appeals when a visa is refused. ".repeat(5);

function Layout() {
  return (
    <>
      <Outlet />
      <SiteBehaviours />
      <Toaster />
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          {
            path: "/",
            element: (
              <main>
                <h1>VisaDesk home</h1>
                <p>{LONG_TEXT}</p>
                <div>Page area</div>
              </main>
            ),
          },
          {
            path: "/hi",
            element: (
              <main>
                <h1>VisaDesk, हिन्दी में</h1>
                <p>{LONG_TEXT}</p>
                <div>Page area</div>
              </main>
            ),
          },
          {
            path: "/blog/:slug",
            element: (
              // As the real post page: the site's own content, marked so.
              <main {...{ [SITE_CONTENT_ATTRIBUTE]: "" }}>
                <h1>Why documents go missing at the visa centre</h1>
                <p>
                  {LONG_TEXT} The officer wrote that a bank statement was not found, or that the page does not
                  exist in the file. Error 404 is not a refusal code.
                </p>
              </main>
            ),
          },
          {
            path: "/crm/leads",
            element: (
              <main>
                <h1>Leads</h1>
                <div>Page area</div>
              </main>
            ),
          },
          {
            path: "/lost-content",
            element: (
              <main>
                <h1>Visa guides</h1>
                <p>{LONG_TEXT} Sorry, this page does not exist any more.</p>
              </main>
            ),
          },
          {
            path: "*",
            element: (
              <main>
                <h1>Page not found</h1>
                <p>{LONG_TEXT}</p>
              </main>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

/** Clicks on the page where a click does nothing (not a control, link or button): what the click-spam detector counts. */
function clickPage(times: number, gapMs = 0) {
  for (let i = 0; i < times; i++) {
    fireEvent.click(screen.getByText("Page area"));
    if (gapMs) advance(gapMs);
  }
}

let open: MockInstance<typeof window.open>;

// The site fetches the dialogs' code on the first interaction or 40 s in, before they can appear; here, before the tests.
beforeAll(() => preloadOverlays());

beforeEach(() => {
  vi.useFakeTimers();
  resetTracking();
  open = vi.spyOn(window, "open").mockReturnValue(null);
});

afterEach(() => {
  act(() => toastStore.dismiss());
  vi.useRealTimers();
});

describe("impatient clicks", () => {
  it("shows the green toast at 5 clicks, opens the chat 1 s later and removes the toast after 5 s", () => {
    renderAt("/");
    clickPage(5);
    const toast = screen.getByText(IMPATIENT_TOAST_TITLE).closest("li");
    expect(toast).toHaveClass("bg-green-700");
    advance(999);
    expect(open).not.toHaveBeenCalled();
    advance(1);
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/wa\.me\//),
      "_blank",
      expect.any(String),
    );
    advance(3_999);
    expect(screen.getByText(IMPATIENT_TOAST_TITLE)).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText(IMPATIENT_TOAST_TITLE)).not.toBeInTheDocument();
  });

  it("keeps a toast raised before the toaster mounted, and shows it for its full 5 s from when it shows", () => {
    function LateToaster() {
      return (
        <>
          <div>Page area</div>
          <SiteBehaviours />
        </>
      );
    }
    const router = createMemoryRouter([{ path: "/", element: <LateToaster /> }], { initialEntries: ["/"] });
    const view = render(<RouterProvider router={router} />);
    clickPage(5);
    advance(3_000);
    expect(screen.queryByText(IMPATIENT_TOAST_TITLE)).not.toBeInTheDocument();
    // The toaster's code arrives late (a slow or busy device): 7 s after the clicks, past the toast's first 5 s.
    advance(4_000);
    view.rerender(
      <>
        <RouterProvider router={router} />
        <Toaster />
      </>,
    );
    expect(screen.getByText(IMPATIENT_TOAST_TITLE)).toBeInTheDocument();
    advance(4_999);
    expect(screen.getByText(IMPATIENT_TOAST_TITLE)).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText(IMPATIENT_TOAST_TITLE)).not.toBeInTheDocument();
  });

  it("never runs on CRM paths", () => {
    renderAt("/crm/leads");
    clickPage(30);
    advance(2_000);
    expect(screen.queryByText(IMPATIENT_TOAST_TITLE)).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});

describe("human check", () => {
  beforeEach(() => {
    // The first of the three challenges: every flag of India.
    vi.spyOn(Math, "random").mockReturnValue(0);
  });

  function openCheck() {
    renderAt("/");
    clickPage(12, 1_000);
    return screen.getByRole("dialog", { name: "Verify you're human" });
  }

  function choose(dialog: HTMLElement, labels: string[]) {
    const tiles = within(dialog).getAllByRole("button", { pressed: false });
    for (const label of labels) {
      const tile = tiles.find(
        (t) => t.textContent?.includes(label) && t.getAttribute("aria-pressed") === "false",
      );
      if (!tile) throw new Error(`no free tile ${label}`);
      fireEvent.click(tile);
    }
  }

  it("opens at the 12th click and passes an exact selection after 1.5 s", () => {
    const dialog = openCheck();
    const verify = within(dialog).getByRole("button", { name: "Verify" });
    expect(verify).toBeDisabled();
    choose(dialog, ["Flag of India", "Flag of India", "Flag of India"]);
    expect(verify).toBeEnabled();
    fireEvent.click(verify);
    expect(verify).toBeDisabled();
    expect(within(dialog).getByRole("status")).toHaveTextContent("Verifying...");
    advance(1_499);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the error and the attempt for a wrong set, and clears them after 2 s", () => {
    const dialog = openCheck();
    choose(dialog, ["Flag of India", "Flag of the United States"]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
    advance(1_500);
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Incorrect selection. Please try again.");
    expect(within(dialog).getByRole("status")).toHaveTextContent("Attempt 1 of 3");
    advance(2_000);
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    expect(within(dialog).queryAllByRole("button", { pressed: true })).toHaveLength(0);
  });

  it("offers the chat and lets the visitor go after the third failure", () => {
    const dialog = openCheck();
    for (let i = 0; i < 3; i++) {
      expect(within(dialog).queryByRole("button", { name: "Continue browsing" })).not.toBeInTheDocument();
      choose(dialog, ["Flag of Canada"]);
      fireEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
      advance(1_500 + 2_000);
    }
    expect(within(dialog).getByRole("status")).toHaveTextContent("Attempt 3 of 3");
    fireEvent.click(within(dialog).getByRole("link", { name: "Chat on WhatsApp" }));
    expect(open).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue browsing" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    clickPage(12, 1_000);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps the dialog on Escape before the third failure", () => {
    const dialog = openCheck();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});

describe("quick support", () => {
  it("appears after 50 s; yes scrolls to the chat and opens it 1 s later", () => {
    renderAt("/");
    const scroll = vi.fn();
    window.scrollTo = scroll;
    advance(49_999);
    expect(screen.queryByText("Need Quick Support?")).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole("complementary", { name: "Need Quick Support?" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Yes, Get Support!" }));
    advance(999);
    expect(open).not.toHaveBeenCalled();
    advance(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("goes for good on Close", () => {
    renderAt("/");
    advance(50_000);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    advance(200_000);
    expect(screen.queryByText("Need Quick Support?")).not.toBeInTheDocument();
  });
});

describe("not-found detector", () => {
  it("redirects a not-found page home: notice at 3.5 s, / at 5.5 s", () => {
    const router = renderAt("/no-such-page");
    advance(3_499);
    expect(screen.queryByText("Redirecting to homepage...")).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole("alert")).toHaveTextContent("Page not foundRedirecting to homepage...");
    advance(1_999);
    expect(router.state.location.pathname).toBe("/no-such-page");
    advance(1);
    expect(router.state.location.pathname).toBe("/");
    expect(screen.queryByText("Redirecting to homepage...")).not.toBeInTheDocument();
  });

  it.each(["/admin", "/crm/anything-unknown", "/staff"])(
    "shows the notice on the unknown internal address %s and goes home after 2 s",
    (path) => {
      const router = renderAt(path);
      advance(3_500);
      expect(screen.getByRole("alert")).toHaveTextContent("Page not foundRedirecting to homepage...");
      advance(2_000);
      expect(router.state.location.pathname).toBe("/");
    },
  );

  it("finds a page that is not the site's content from its body text alone", () => {
    const router = renderAt("/lost-content");
    advance(3_500);
    expect(screen.getByRole("alert")).toHaveTextContent("Redirecting to homepage...");
    advance(2_000);
    expect(router.state.location.pathname).toBe("/");
  });

  it("never redirects a blog post that mentions 'not found' in its body", () => {
    const router = renderAt("/blog/documents-not-found");
    advance(60_000);
    expect(screen.queryByText("Redirecting to homepage...")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/blog/documents-not-found");
  });
});

/** Reads a hook's value once, in a component (the hooks read the active catalogue). */
function readHook<T>(hook: () => T): T {
  let value: T | undefined;
  function Probe() {
    value = hook();
    return null;
  }
  render(<Probe />);
  return value as T;
}

describe("the behaviours' texts on English pages", () => {
  it("are the documented exact English, the packages' own defaults", () => {
    expect(readHook(useLoadingScreenTexts)).toEqual(LOADING_SCREEN_TEXTS);
    expect(readHook(useNotFoundNoticeTexts)).toEqual(NOT_FOUND_NOTICE_TEXTS);
    const chat = readHook(useChatTexts);
    expect(chat.greeting).toBe(CHAT_TEXTS.greeting);
    for (const line of ["search", "source", "clickId", "page"] as const)
      expect(chat[line]("uk visa & more")).toBe(CHAT_TEXTS[line]("uk visa & more"));
  });
});

describe("the behaviours on Hindi pages", () => {
  beforeAll(() => activateLocale("hi"));
  afterAll(() => activateLocale("en"));

  it("say 'Page not found / Redirecting to homepage...' in Hindi, at the same 3.5 s, and go home at 5.5 s", () => {
    const router = renderAt("/hi/no-such-page");
    advance(3_499);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole("alert")).toHaveTextContent(/^पेज नहीं मिलाहोमपेज पर ले जा रहे हैं\.\.\.$/);
    advance(1_999);
    expect(router.state.location.pathname).toBe("/hi/no-such-page");
    advance(1);
    expect(router.state.location.pathname).toBe("/");
  });

  it("open the WhatsApp chat with the Hindi greeting and lines after the impatient clicks' 1 s", () => {
    window.history.replaceState(null, "", "/hi?q=uk+visa&utm_source=google");
    renderAt("/hi");
    clickPage(5);
    expect(screen.getByText("जल्दी मदद चाहिए?")).toBeInTheDocument();
    advance(999);
    expect(open).not.toHaveBeenCalled();
    advance(1);
    const text = new URL(String(open.mock.calls[0]?.[0])).searchParams.get("text") ?? "";
    expect(text.split("\n")).toEqual([
      "नमस्ते VisaDesk! मुझे अपने वीज़ा आवेदन के लिए मदद चाहिए।",
      "खोज: uk visa",
      "स्रोत: google",
      "पेज: http://localhost:3000/hi?q=uk+visa&utm_source=google",
    ]);
    window.history.replaceState(null, "", "/");
  });

  it("show the quick-support popup in Hindi after 50 s", () => {
    renderAt("/hi");
    advance(49_999);
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole("complementary", { name: "तुरंत मदद चाहिए?" })).toBeInTheDocument();
  });
});
