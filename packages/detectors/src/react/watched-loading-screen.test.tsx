import { act, fireEvent, render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WatchedLoadingScreen } from "#react/watched-loading-screen.tsx";

// A page whose code never arrives.
const NeverPage = lazy(() => new Promise<{ default: () => null }>(() => {}));

function renderLoading(reload: () => void) {
  return render(
    <Suspense fallback={<WatchedLoadingScreen path="/visa-form" reload={reload} />}>
      <NeverPage />
    </Suspense>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") });
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe("WatchedLoadingScreen", () => {
  it("warns at 10 s and reloads at 15 s, once a minute; then offers a button", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const reload = vi.fn();
    const first = renderLoading(reload);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    act(() => vi.advanceTimersByTime(9_999));
    expect(warn).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(warn).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(4_999));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
    first.unmount();

    // The "reloaded" page is still stuck within the minute: no second automatic reload.
    renderLoading(reload);
    act(() => vi.advanceTimersByTime(15_000));
    expect(reload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Reload page" }));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
