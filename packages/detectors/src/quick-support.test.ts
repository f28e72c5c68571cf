import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QuickSupport } from "#quick-support.ts";

describe("QuickSupport", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens once, exactly 50 s after start", () => {
    const popup = new QuickSupport();
    popup.start();
    vi.advanceTimersByTime(49_999);
    expect(popup.getState().phase).toBe("waiting");
    vi.advanceTimersByTime(1);
    expect(popup.getState().phase).toBe("open");
    popup.dismiss();
    popup.start();
    vi.advanceTimersByTime(100_000);
    expect(popup.getState().phase).toBe("dismissed");
  });

  it("scrolls to the chat at once and opens the chat link 1 s after 'Yes'", () => {
    const onScrollToChat = vi.fn();
    const onOpenChat = vi.fn();
    const popup = new QuickSupport({ onScrollToChat, onOpenChat });
    popup.start();
    vi.advanceTimersByTime(50_000);
    popup.accept();
    expect(onScrollToChat).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(onOpenChat).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onOpenChat).toHaveBeenCalledTimes(1);
  });

  it("cannot be accepted before it opens", () => {
    const onOpenChat = vi.fn();
    const popup = new QuickSupport({ onOpenChat });
    popup.start();
    popup.accept();
    vi.advanceTimersByTime(1_000);
    expect(onOpenChat).not.toHaveBeenCalled();
  });
});
