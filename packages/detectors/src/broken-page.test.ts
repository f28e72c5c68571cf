import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BrokenPageDetector, isBrokenSample, type PageHealthSample } from "#broken-page.ts";

const healthy: PageHealthSample = { blankRatio: 0.1, failedMedia: 0, lastPaintMs: 800, elementCount: 400 };
const blank: PageHealthSample = { ...healthy, blankRatio: 0.9 };

describe("isBrokenSample", () => {
  it("uses 0.6 as the blank threshold", () => {
    expect(isBrokenSample({ ...healthy, blankRatio: 36 / 60 })).toBe(true);
    expect(isBrokenSample({ ...healthy, blankRatio: 35 / 60 })).toBe(false);
  });

  it("lowers it to 0.5 when 3 or more media failed", () => {
    expect(isBrokenSample({ ...healthy, blankRatio: 30 / 60, failedMedia: 3 })).toBe(true);
    expect(isBrokenSample({ ...healthy, blankRatio: 30 / 60, failedMedia: 2 })).toBe(false);
    expect(isBrokenSample({ ...healthy, blankRatio: 29 / 60, failedMedia: 3 })).toBe(false);
  });

  it("counts a last paint over 6 s with fewer than 50 elements", () => {
    expect(isBrokenSample({ ...healthy, lastPaintMs: 6_001, elementCount: 49 })).toBe(true);
    expect(isBrokenSample({ ...healthy, lastPaintMs: 6_000, elementCount: 49 })).toBe(false);
    expect(isBrokenSample({ ...healthy, lastPaintMs: 6_001, elementCount: 50 })).toBe(false);
    expect(isBrokenSample({ ...healthy, lastPaintMs: null, elementCount: 1 })).toBe(false);
  });
});

function setup(samples: PageHealthSample[], options: { path?: string; focused?: () => boolean } = {}) {
  const onBroken = vi.fn();
  const probe = vi.fn(() => samples.shift() ?? healthy);
  const detector = new BrokenPageDetector({
    path: options.path ?? "/blog",
    probe,
    isInputFocused: options.focused ?? (() => false),
    onBroken,
  });
  detector.start();
  return { detector, onBroken, probe };
}

describe("BrokenPageDetector", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("first checks 1 s after start and reports 2 consecutive broken results 500 ms later", () => {
    const { onBroken, probe } = setup([blank, blank]);
    vi.advanceTimersByTime(999);
    expect(probe).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(probe).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(onBroken).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onBroken).toHaveBeenCalledTimes(1);
  });

  it("needs the two hits to be consecutive", () => {
    const { onBroken, probe } = setup([blank, healthy, blank, healthy, blank]);
    vi.advanceTimersByTime(10_000);
    expect(probe).toHaveBeenCalledTimes(5);
    expect(onBroken).not.toHaveBeenCalled();
  });

  it("makes at most 5 checks, 500 ms apart", () => {
    const { detector, probe, onBroken } = setup([healthy, healthy, healthy, blank, blank]);
    vi.advanceTimersByTime(1_000 + 4 * 500 - 1);
    expect(probe).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(1);
    expect(probe).toHaveBeenCalledTimes(5);
    expect(onBroken).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(detector.checks).toBe(5);
  });

  it.each(["/crm", "/crm/leads", "/admin/users", "/staff-management", "/webcrmpanel"])(
    "never runs on internal path %s",
    (path) => {
      const { probe, onBroken } = setup([blank, blank], { path });
      vi.advanceTimersByTime(10_000);
      expect(probe).not.toHaveBeenCalled();
      expect(onBroken).not.toHaveBeenCalled();
    },
  );

  it("skips the checks made while an input is focused", () => {
    const { probe, onBroken } = setup([blank, blank, blank, blank, blank], { focused: () => true });
    vi.advanceTimersByTime(10_000);
    expect(probe).not.toHaveBeenCalled();
    expect(onBroken).not.toHaveBeenCalled();
  });

  it("stops on dispose", () => {
    const { detector, probe } = setup([blank, blank]);
    detector.dispose();
    vi.advanceTimersByTime(10_000);
    expect(probe).not.toHaveBeenCalled();
  });
});
