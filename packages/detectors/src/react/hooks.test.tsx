import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { noteHtmlLoadingScreen } from "#dom/html-loading-screen.ts";
import { useClickSpam, useLoadWatchdog, useReloadCountdown } from "#react/hooks.ts";
import { type KeyValueStorage, ReloadGuard } from "#reload-guard.ts";

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

function ClickPage({
  path,
  onHumanCheck,
  onButton,
}: {
  path: string;
  onHumanCheck: () => void;
  onButton: () => void;
}) {
  const { state } = useClickSpam({ path, onHumanCheck });
  return (
    <div>
      <button type="button" onClick={onButton}>
        Page button
      </button>
      <p data-testid="empty">Some text to click beside</p>
      <output>{state.totalClicks}</output>
      <div data-behaviour-ui="">
        <button type="button">Dialog button</button>
      </div>
    </div>
  );
}

describe("useClickSpam", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens the human check at the 12th click on nothing and then blocks page clicks but not the dialog's", () => {
    const onHumanCheck = vi.fn();
    const onButton = vi.fn();
    render(<ClickPage path="/" onHumanCheck={onHumanCheck} onButton={onButton} />);
    const pageButton = screen.getByRole("button", { name: "Page button" });
    const empty = screen.getByTestId("empty");
    for (let i = 0; i < 11; i++) {
      fireEvent.click(empty);
      act(() => vi.advanceTimersByTime(1_000));
    }
    expect(onHumanCheck).not.toHaveBeenCalled();
    fireEvent.click(empty);
    expect(onHumanCheck).toHaveBeenCalledTimes(1);
    fireEvent.click(pageButton);
    expect(onButton).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Dialog button" }));
    expect(screen.getByRole("status")).toHaveTextContent("12");
  });

  it("counts nothing on CRM paths", () => {
    const onHumanCheck = vi.fn();
    render(<ClickPage path="/crm/leads" onHumanCheck={onHumanCheck} onButton={() => {}} />);
    for (let i = 0; i < 30; i++) fireEvent.click(screen.getByRole("button", { name: "Page button" }));
    expect(onHumanCheck).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent("0");
  });
});

function Loading({
  guard,
  reload,
  onWarning,
}: {
  guard: ReloadGuard;
  reload: () => void;
  onWarning: () => void;
}) {
  const { stalled } = useLoadWatchdog({ path: "/blog", guard, reload, onWarning });
  return <p>{stalled ? "stalled" : "loading"}</p>;
}

describe("useLoadWatchdog", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("warns at 10 s, reloads at 15 s, and stalls instead of reloading twice within a minute", () => {
    const guard = new ReloadGuard(memoryStorage());
    const reload = vi.fn();
    const onWarning = vi.fn();
    const first = render(<Loading guard={guard} reload={reload} onWarning={onWarning} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onWarning).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(reload).toHaveBeenCalledTimes(1);
    first.unmount();

    render(<Loading guard={guard} reload={reload} onWarning={onWarning} />);
    act(() => vi.advanceTimersByTime(15_000));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByText("stalled")).toBeInTheDocument();
  });

  it("on a first load counts from the HTML screen's first paint, 10 s and 15 s after it; a later screen from itself", () => {
    const guard = new ReloadGuard(memoryStorage());
    const reload = vi.fn();
    const onWarning = vi.fn();
    // The HTML's screen painted at 120 ms; the app takes it over 500 ms later and its first page suspends.
    const paintedAt = 120;
    let now = paintedAt + 500;
    const timeline = {
      now: () => now,
      getEntriesByName: (name: string) =>
        (name === "first-paint" ? [{ startTime: paintedAt }] : []) as PerformanceEntryList,
    };
    noteHtmlLoadingScreen(timeline);
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const first = render(<Loading guard={guard} reload={reload} onWarning={onWarning} />);
    act(() => vi.advanceTimersByTime(9_499));
    now += 9_499;
    expect(onWarning).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onWarning).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(4_999));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
    first.unmount();

    // A navigation's screen, later in the same visit: its own 10 s.
    render(<Loading guard={new ReloadGuard(memoryStorage())} reload={reload} onWarning={onWarning} />);
    act(() => vi.advanceTimersByTime(9_999));
    expect(onWarning).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onWarning).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});

function Countdown({ reload, active }: { reload: () => void; active: boolean }) {
  const { state } = useReloadCountdown({
    path: "/",
    active,
    reload,
    guard: new ReloadGuard(memoryStorage()),
  });
  return <p>{state.secondsLeft ?? "idle"}</p>;
}

describe("useReloadCountdown", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts counting from 5 only when active", () => {
    const reload = vi.fn();
    const { rerender } = render(<Countdown reload={reload} active={false} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText("idle")).toBeInTheDocument();
    rerender(<Countdown reload={reload} active />);
    expect(screen.getByText("5")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.getByText("1")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
