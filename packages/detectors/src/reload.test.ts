import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReloadCountdown } from "#reload-countdown.ts";
import { type KeyValueStorage, ReloadGuard } from "#reload-guard.ts";

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

describe("ReloadGuard", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("reloads the same path at most once a minute", () => {
    const guard = new ReloadGuard(memoryStorage());
    const reload = vi.fn();
    expect(guard.tryReload("/blog", reload)).toBe(true);
    vi.advanceTimersByTime(59_999);
    expect(guard.tryReload("/blog", reload)).toBe(false);
    expect(guard.tryReload("/visa-form", reload)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(guard.tryReload("/blog", reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it("refuses when the clock went back, and when there is no storage", () => {
    const storage = memoryStorage();
    const guard = new ReloadGuard(storage);
    guard.tryReload("/", () => {});
    vi.setSystemTime(new Date("2025-12-31T00:00:00Z"));
    expect(guard.mayReload("/")).toBe(false);
    const reload = vi.fn();
    expect(new ReloadGuard(null).tryReload("/", reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("shares its record through the storage, as sessionStorage survives the reload", () => {
    const storage = memoryStorage();
    new ReloadGuard(storage).tryReload("/blog", () => {});
    expect(new ReloadGuard(storage).mayReload("/blog")).toBe(false);
  });
});

describe("ReloadCountdown", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("counts 5, 4, 3, 2, 1 a second apart, then reloads", () => {
    const reload = vi.fn();
    const countdown = new ReloadCountdown({ path: "/blog", guard: new ReloadGuard(memoryStorage()), reload });
    countdown.start();
    const seen = [countdown.getState().secondsLeft];
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(1_000);
      seen.push(countdown.getState().secondsLeft);
    }
    expect(seen).toEqual([5, 4, 3, 2, 1]);
    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("stalls with its button when the guard refuses a second automatic reload", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    new ReloadGuard(storage).tryReload("/blog", () => {});
    const countdown = new ReloadCountdown({ path: "/blog", guard: new ReloadGuard(storage), reload });
    countdown.start();
    vi.advanceTimersByTime(5_000);
    expect(reload).not.toHaveBeenCalled();
    expect(countdown.getState()).toEqual({ secondsLeft: 0, stalled: true });
    countdown.reloadNow();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads at once on request and stops counting", () => {
    const reload = vi.fn();
    const countdown = new ReloadCountdown({ path: "/", guard: new ReloadGuard(memoryStorage()), reload });
    countdown.start();
    countdown.reloadNow();
    vi.advanceTimersByTime(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
