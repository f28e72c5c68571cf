import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ClickSpamDetector } from "#click-spam.ts";

function setup(verified = false) {
  const calls = {
    onImpatient: vi.fn(),
    onOpenChat: vi.fn(),
    onToastExpired: vi.fn(),
    onHumanCheck: vi.fn(),
  };
  const detector = new ClickSpamDetector(calls, { verified });
  return { detector, ...calls };
}

function click(detector: ClickSpamDetector, times: number, gapMs = 0) {
  for (let i = 0; i < times; i++) {
    detector.recordClick();
    if (gapMs) vi.advanceTimersByTime(gapMs);
  }
}

describe("ClickSpamDetector", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("fires on the 5th click within 3 s, not on the 4th", () => {
    const { detector, onImpatient } = setup();
    click(detector, 4, 100);
    expect(onImpatient).not.toHaveBeenCalled();
    click(detector, 1);
    expect(onImpatient).toHaveBeenCalledTimes(1);
    expect(detector.getState().toastVisible).toBe(true);
  });

  it("does not fire when 5 clicks are spread over more than 3 s", () => {
    const { detector, onImpatient } = setup();
    // Clicks at 0, 750, 1500, 2250, 3000: the first has left the 3 s window at the fifth.
    click(detector, 4, 750);
    click(detector, 1);
    expect(onImpatient).not.toHaveBeenCalled();
    // 5 clicks within 2999 ms do fire.
    const second = setup();
    click(second.detector, 4, 749);
    click(second.detector, 1);
    expect(second.onImpatient).toHaveBeenCalledTimes(1);
  });

  it("opens the chat 1 s after the toast and removes the toast after 5 s", () => {
    const { detector, onOpenChat, onToastExpired } = setup();
    click(detector, 5);
    vi.advanceTimersByTime(999);
    expect(onOpenChat).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onOpenChat).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3_999);
    expect(onToastExpired).not.toHaveBeenCalled();
    expect(detector.getState().toastVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(onToastExpired).toHaveBeenCalledTimes(1);
    expect(detector.getState().toastVisible).toBe(false);
  });

  it("re-arms only after 10 s", () => {
    const { detector, onImpatient } = setup(true);
    click(detector, 5);
    vi.advanceTimersByTime(9_000);
    click(detector, 5);
    expect(onImpatient).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(detector.getState().armed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(detector.getState().armed).toBe(true);
    click(detector, 5);
    expect(onImpatient).toHaveBeenCalledTimes(2);
  });

  it("opens the human check on the 12th click when not verified, and then blocks clicks", () => {
    const { detector, onHumanCheck, onImpatient } = setup();
    click(detector, 11, 1_000);
    expect(onHumanCheck).not.toHaveBeenCalled();
    click(detector, 1);
    expect(onHumanCheck).toHaveBeenCalledTimes(1);
    expect(detector.getState()).toMatchObject({ totalClicks: 12, humanCheckOpen: true });
    expect(detector.recordClick()).toBe(false);
    expect(detector.getState().totalClicks).toBe(12);
    expect(onImpatient).not.toHaveBeenCalled();
  });

  it("does not fire the impatient toast at 12+ clicks before verification, and does after it", () => {
    const { detector, onImpatient, onHumanCheck } = setup();
    click(detector, 12, 1_000);
    expect(onHumanCheck).toHaveBeenCalledTimes(1);
    detector.markVerified();
    expect(detector.getState().humanCheckOpen).toBe(false);
    click(detector, 5);
    expect(onImpatient).toHaveBeenCalledTimes(1);
    expect(onHumanCheck).toHaveBeenCalledTimes(1);
  });

  it("never asks a verified visitor", () => {
    const { detector, onHumanCheck } = setup(true);
    click(detector, 30, 4_000);
    expect(onHumanCheck).not.toHaveBeenCalled();
  });

  it("stops its timers on dispose", () => {
    const { detector, onOpenChat } = setup();
    click(detector, 5);
    detector.dispose();
    vi.advanceTimersByTime(20_000);
    expect(onOpenChat).not.toHaveBeenCalled();
  });
});
