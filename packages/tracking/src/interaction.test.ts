import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  afterFirstInteraction,
  IDLE_FALLBACK_DELAY_MS,
  IDLE_TIMEOUT_MS,
  type InteractionTarget,
  whenIdle,
} from "#interaction.ts";

/** A window-like target; idle callbacks, when present, only run at their timeout (a page that is never idle). */
function baseWindow() {
  const events = new EventTarget();
  const target = {
    scrollY: 0,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    setTimeout: (fn: () => void, ms?: number) => setTimeout(fn, ms) as unknown as number,
    clearTimeout: (id?: number) => clearTimeout(id),
    dispatch: (type: string) => events.dispatchEvent(new Event(type)),
  };
  return target;
}

function fakeWindow(withIdle: true): ReturnType<typeof idleWindow>;
function fakeWindow(withIdle: false): ReturnType<typeof baseWindow> & InteractionTarget;
function fakeWindow(withIdle: boolean) {
  return withIdle ? idleWindow() : baseWindow();
}

function idleWindow() {
  const target = baseWindow();
  const idle = {
    requestIdleCallback: vi.fn(
      (fn: IdleRequestCallback, options?: IdleRequestOptions) =>
        setTimeout(
          () => fn({ didTimeout: true, timeRemaining: () => 0 }),
          options?.timeout ?? 0,
        ) as unknown as number,
    ),
    cancelIdleCallback: vi.fn((id: number) => clearTimeout(id)),
  };
  return Object.assign(target, idle);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("afterFirstInteraction", () => {
  it("does nothing without an interaction, however long the visitor waits", () => {
    const win = fakeWindow(true);
    const run = vi.fn();
    afterFirstInteraction(win, run);
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
    expect(win.requestIdleCallback).not.toHaveBeenCalled();
  });

  it.each(["click", "pointerdown", "keydown", "touchstart"])(
    "after a %s, asks for an idle callback with a 3 s timeout and runs once",
    (type) => {
      const win = fakeWindow(true);
      const run = vi.fn();
      afterFirstInteraction(win, run);
      win.dispatch(type);
      expect(win.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
      vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
      expect(run).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(run).toHaveBeenCalledTimes(1);
      win.dispatch(type);
      vi.advanceTimersByTime(10_000);
      expect(run).toHaveBeenCalledTimes(1);
      expect(win.requestIdleCallback).toHaveBeenCalledTimes(1);
    },
  );

  it("runs as soon as the browser is idle, before the timeout", () => {
    const win = fakeWindow(true);
    win.requestIdleCallback.mockImplementation((fn: IdleRequestCallback) => {
      return setTimeout(() => fn({ didTimeout: false, timeRemaining: () => 50 }), 40) as unknown as number;
    });
    const run = vi.fn();
    afterFirstInteraction(win, run);
    win.dispatch("keydown");
    vi.advanceTimersByTime(40);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("counts a scroll only once the page is past 100 px", () => {
    const win = fakeWindow(true);
    const run = vi.fn();
    afterFirstInteraction(win, run);
    win.scrollY = 100;
    win.dispatch("scroll");
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
    win.scrollY = 101;
    win.dispatch("scroll");
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("falls back to a 3 s timer where idle callbacks do not exist", () => {
    const win = fakeWindow(false);
    const run = vi.fn();
    afterFirstInteraction(win, run);
    win.dispatch("touchstart");
    vi.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(IDLE_FALLBACK_DELAY_MS).toBe(3000);
  });

  it("can be cancelled before the interaction and while the idle callback is pending", () => {
    const before = fakeWindow(true);
    const runBefore = vi.fn();
    afterFirstInteraction(before, runBefore)();
    before.dispatch("click");
    vi.advanceTimersByTime(10_000);
    expect(runBefore).not.toHaveBeenCalled();

    const pending = fakeWindow(true);
    const runPending = vi.fn();
    const cancel = afterFirstInteraction(pending, runPending);
    pending.dispatch("click");
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(runPending).not.toHaveBeenCalled();
    expect(pending.cancelIdleCallback).toHaveBeenCalledTimes(1);
  });
});

describe("whenIdle", () => {
  it("cancels the fallback timer", () => {
    const win = fakeWindow(false);
    const run = vi.fn();
    whenIdle(win, run)();
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
  });
});
