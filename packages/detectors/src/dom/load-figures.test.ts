import { afterEach, describe, expect, it, vi } from "vitest";
import { observeLoadFigures } from "#dom/load-figures.ts";
import type { LoadFigures } from "#slow-load.ts";

// A stand-in for the browser's PerformanceObserver (jsdom has none): the test hands it largest-paint entries.
class FakeObserver {
  static supportedEntryTypes = ["largest-contentful-paint"];
  static current: FakeObserver | undefined;
  observed: unknown;
  queued: { startTime: number }[] = [];
  disconnected = false;
  constructor(readonly callback: (list: { getEntries(): { startTime: number }[] }) => void) {
    FakeObserver.current = this;
  }
  observe(options: unknown) {
    this.observed = options;
  }
  takeRecords() {
    const records = this.queued;
    this.queued = [];
    return records;
  }
  disconnect() {
    this.disconnected = true;
  }
  paint(...startTimes: number[]) {
    this.callback({ getEntries: () => startTimes.map((startTime) => ({ startTime })) });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.current = undefined;
});

describe("observeLoadFigures' largest contentful paint", () => {
  it("reads the browser's buffered entries and reports the paint as it grows", () => {
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    const seen: LoadFigures[] = [];
    const stop = observeLoadFigures((figures) => seen.push(figures));
    const observer = FakeObserver.current;
    expect(observer?.observed).toEqual({ type: "largest-contentful-paint", buffered: true });
    observer?.paint(1200);
    observer?.paint(1800, 3400);
    expect(seen.map((figures) => figures.lcpMs)).toEqual([1200, 3400]);
    stop();
    expect(observer?.disconnected).toBe(true);
  });

  it("stops at the first input, keeping the paints queued before it", () => {
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    const seen: (number | null)[] = [];
    observeLoadFigures((figures) => seen.push(figures.lcpMs));
    const observer = FakeObserver.current;
    observer?.paint(900);
    if (observer) observer.queued = [{ startTime: 1500 }];
    window.dispatchEvent(new KeyboardEvent("keydown"));
    expect(observer?.disconnected).toBe(true);
    expect(seen).toEqual([900, 1500]);
  });

  it("reports no paint where the browser has no largest-paint entries", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    const seen: LoadFigures[] = [];
    const stop = observeLoadFigures((figures) => seen.push(figures));
    expect(seen.every((figures) => figures.lcpMs === null)).toBe(true);
    stop();
  });
});
