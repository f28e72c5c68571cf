import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LoadWatchdog } from "#load-watchdog.ts";
import { slowLoadFindings, slowLoadWarnings } from "#slow-load.ts";

describe("LoadWatchdog", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("warns at 10 s and times out at 15 s", () => {
    const onWarning = vi.fn();
    const onTimeout = vi.fn();
    const watchdog = new LoadWatchdog({ onWarning, onTimeout });
    watchdog.start();
    vi.advanceTimersByTime(9_999);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenCalledWith(10_000);
    vi.advanceTimersByTime(4_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("counts from when the screen appeared: shown 480 ms before the watch starts, it warns 9,520 ms later", () => {
    const onWarning = vi.fn();
    const onTimeout = vi.fn();
    new LoadWatchdog({ onWarning, onTimeout }).start(480);
    vi.advanceTimersByTime(9_519);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenCalledWith(10_000);
    vi.advanceTimersByTime(4_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("warns and reloads at once when the screen has already been up longer", () => {
    const onWarning = vi.fn();
    const onTimeout = vi.fn();
    new LoadWatchdog({ onWarning, onTimeout }).start(16_000);
    vi.advanceTimersByTime(0);
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("does nothing once the page arrived", () => {
    const onWarning = vi.fn();
    const onTimeout = vi.fn();
    const watchdog = new LoadWatchdog({ onWarning, onTimeout });
    watchdog.start();
    vi.advanceTimersByTime(9_000);
    watchdog.stop();
    vi.advanceTimersByTime(60_000);
    expect(onWarning).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

describe("slowLoadWarnings", () => {
  it("warns over 5 s of load and over 3 s of largest paint, not at them", () => {
    expect(slowLoadWarnings({ loadMs: 5_000, lcpMs: 3_000 })).toEqual([]);
    expect(slowLoadWarnings({ loadMs: 5_001, lcpMs: null })).toEqual([
      "Slow page load: 5001 ms (over 5000 ms)",
    ]);
    expect(slowLoadWarnings({ loadMs: null, lcpMs: 3_001 })).toEqual([
      "Slow largest contentful paint: 3001 ms (over 3000 ms)",
    ]);
  });
});

describe("slowLoadFindings", () => {
  it("gives the same verdicts as data: kind, rounded figure and limit, load first", () => {
    expect(slowLoadFindings({ loadMs: 5_000, lcpMs: 3_000 })).toEqual([]);
    expect(slowLoadFindings({ loadMs: 5_000.6, lcpMs: 3_000.6 })).toEqual([
      { kind: "load", ms: 5_001, limitMs: 5_000 },
      { kind: "lcp", ms: 3_001, limitMs: 3_000 },
    ]);
  });
});
