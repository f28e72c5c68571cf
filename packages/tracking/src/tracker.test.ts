import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IDLE_TIMEOUT_MS } from "#interaction.ts";
import { createTracker, MAX_QUEUED_HITS } from "#tracker.ts";
import type { VendorGlobals } from "#vendors.ts";

const config = { gaId: "G-TEST123", scriptOrigin: "http://127.0.0.1:4999" };

function address(path: string) {
  const url = new URL(path, "https://visadesk.in");
  return { href: url.href, pathname: url.pathname, search: url.search };
}

function setup(options: { withConfig?: boolean } = {}) {
  document.head.innerHTML = "";
  const events = new EventTarget();
  const globals: VendorGlobals = {};
  const target = {
    scrollY: 0,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    setTimeout: (fn: () => void, ms?: number) => setTimeout(fn, ms) as unknown as number,
    clearTimeout: (id?: number) => clearTimeout(id),
  };
  const tracker = createTracker({
    config: options.withConfig === false ? {} : config,
    page: { window: globals, document },
    target,
  });
  const interact = () => events.dispatchEvent(new Event("click"));
  const gaEvents = () =>
    (globals.dataLayer ?? [])
      .map((entry) => Array.from(entry as IArguments))
      .filter((args) => args[0] === "event")
      .map((args) => [args[1], args[2]]);
  return { tracker, interact, globals, gaEvents };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createTracker", () => {
  it("loads nothing before the first interaction and queues what happens meanwhile", () => {
    const { tracker, globals } = setup();
    tracker.start();
    tracker.pageView(address("/?q=uk+visa"), "Home");
    tracker.track("human_check_shown", { clicks: 12 });
    vi.advanceTimersByTime(120_000);
    expect(tracker.loaded).toBe(false);
    expect(document.head.querySelector("script")).toBeNull();
    expect(globals.dataLayer).toBeUndefined();
    expect(tracker.queued()).toHaveLength(2);
  });

  it("after the interaction and the idle wait, adds the script and delivers the queue in order", () => {
    const { tracker, interact, gaEvents } = setup();
    tracker.start();
    tracker.pageView(address("/?q=uk+visa"), "Home");
    tracker.track("human_check_shown", { clicks: 12 });
    interact();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(tracker.loaded).toBe(true);
    expect(document.head.querySelector("script")?.src).toBe("http://127.0.0.1:4999/gtag/js?id=G-TEST123");
    expect(tracker.queued()).toEqual([]);
    expect(gaEvents()).toEqual([
      [
        "page_view",
        { page_location: "https://visadesk.in/?q=uk+visa", page_path: "/?q=uk+visa", page_title: "Home" },
      ],
      ["human_check_shown", { clicks: 12 }],
    ]);
    tracker.track("enquiry_submitted", { country: "uk", urgent: true });
    expect(gaEvents().at(-1)).toEqual(["enquiry_submitted", { country: "uk", urgent: true }]);
  });

  it("tracks a page view once per distinct address (path and query, not hash)", () => {
    const { tracker, interact, gaEvents } = setup();
    tracker.start();
    expect(tracker.pageView(address("/"))).toBe(true);
    expect(tracker.pageView(address("/blog"))).toBe(true);
    expect(tracker.pageView(address("/"))).toBe(false);
    expect(tracker.pageView(address("/#faq"))).toBe(false);
    expect(tracker.pageView(address("/?q=uk"))).toBe(true);
    interact();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(tracker.pageView(address("/blog"))).toBe(false);
    expect(gaEvents().map(([, params]) => (params as { page_path: string }).page_path)).toEqual([
      "/",
      "/blog",
      "/?q=uk",
    ]);
  });

  it("never tracks a page view on CRM or admin paths", () => {
    const { tracker } = setup();
    for (const path of [
      "/crm",
      "/crm/leads",
      "/webcrmpanel",
      "/admin/x",
      "/360-dashboard",
      "/staff-management",
    ]) {
      expect(tracker.pageView(address(path)), path).toBe(false);
    }
    expect(tracker.queued()).toEqual([]);
  });

  it("without any ID, never listens and never loads", () => {
    const { tracker, interact } = setup({ withConfig: false });
    tracker.start();
    tracker.pageView(address("/"));
    interact();
    vi.advanceTimersByTime(60_000);
    expect(tracker.loaded).toBe(false);
    expect(document.head.querySelector("script")).toBeNull();
  });

  it("caps the queue so that a visit without interaction cannot grow memory", () => {
    const { tracker } = setup();
    for (let i = 0; i < MAX_QUEUED_HITS + 20; i++) tracker.pageView(address(`/blog/post-${i}`));
    expect(tracker.queued()).toHaveLength(MAX_QUEUED_HITS);
    expect(tracker.queued()[0]).toMatchObject({ path: "/blog/post-0" });
  });

  it("ignores a new configuration once armed, and stop() keeps the queue", () => {
    const { tracker, interact } = setup();
    tracker.start();
    tracker.configure({ gaId: "G-OTHER" });
    tracker.track("chat_opened");
    tracker.stop();
    interact();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(tracker.loaded).toBe(false);
    expect(tracker.queued()).toHaveLength(1);
    tracker.start();
    interact();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(document.head.querySelector("script")?.src).toContain("id=G-TEST123");
  });
});
