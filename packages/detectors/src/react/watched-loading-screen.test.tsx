import { act, fireEvent, render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type LoadingScreenTexts, WatchedLoadingScreen } from "#react/watched-loading-screen.tsx";

// A page whose code never arrives.
const NeverPage = lazy(() => new Promise<{ default: () => null }>(() => {}));

function renderLoading(reload: () => void, texts?: LoadingScreenTexts, path = "/visa-form") {
  return render(
    <Suspense fallback={<WatchedLoadingScreen path={path} reload={reload} {...(texts ? { texts } : {})} />}>
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

describe("WatchedLoadingScreen in the page's language", () => {
  const hindi: LoadingScreenTexts = {
    loading: "लोड हो रहा है...",
    stalled: "इसमें उम्मीद से ज़्यादा समय लग रहा है।",
    reload: "पेज फिर से लोड करें",
  };

  it("says the given texts, at the same 10 s and 15 s, and never the English ones", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const reload = vi.fn();
    const first = renderLoading(reload, hindi, "/hi/visa-form");
    expect(screen.getByRole("status")).toHaveTextContent(/^लोड हो रहा है\.\.\.$/);
    act(() => vi.advanceTimersByTime(14_999));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
    first.unmount();

    renderLoading(reload, hindi, "/hi/visa-form");
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByText(hindi.stalled)).toBeInTheDocument();
    expect(screen.queryByText(/Loading|longer than it should/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: hindi.reload }));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
