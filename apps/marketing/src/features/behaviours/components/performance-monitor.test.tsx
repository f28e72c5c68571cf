import { act, fireEvent, render, screen } from "@testing-library/react";
import type { LoadFigures } from "@visadesk/detectors";
import { describe, expect, it, vi } from "vitest";
import { PerformanceMonitor, perfFlagIn } from "#features/behaviours/components/performance-monitor.tsx";
import { activateLocale } from "#lib/i18n.tsx";

function fakeObserver() {
  let push: (figures: LoadFigures) => void = () => {};
  const observe = (onChange: (figures: LoadFigures) => void) => {
    push = onChange;
    return () => {};
  };
  return { observe, push: (f: LoadFigures) => act(() => push(f)) };
}

describe("PerformanceMonitor", () => {
  it("is hidden until ?perf=1 or Alt+Shift+P", async () => {
    expect(perfFlagIn("?perf=1")).toBe(true);
    expect(perfFlagIn("?perf=0")).toBe(false);
    expect(perfFlagIn("?utm_source=google")).toBe(false);
    const { observe } = fakeObserver();
    render(<PerformanceMonitor search="" observe={observe} warn={() => {}} />);
    expect(screen.queryByRole("region", { name: "Performance monitor" })).not.toBeInTheDocument();
    fireEvent.keyDown(window, { altKey: true, shiftKey: true, code: "KeyP" });
    expect(await screen.findByRole("region", { name: "Performance monitor" })).toBeInTheDocument();
  });

  it("shows the figures and warns once per kind when load > 5 s or LCP > 3 s", async () => {
    const { observe, push } = fakeObserver();
    const warn = vi.fn();
    render(<PerformanceMonitor search="?perf=1" observe={observe} warn={warn} />);
    // The box's code is fetched when it opens.
    await screen.findByRole("region", { name: "Performance monitor" });
    push({ loadMs: 5_000, lcpMs: 3_000 });
    expect(screen.getByTestId("perf-load")).toHaveTextContent("5000 ms");
    expect(warn).not.toHaveBeenCalled();
    push({ loadMs: 5_001, lcpMs: 3_001 });
    push({ loadMs: 5_001, lcpMs: 3_500 });
    expect(warn.mock.calls).toEqual([
      ["Slow page load: 5001 ms (over 5000 ms)"],
      ["Slow largest contentful paint: 3001 ms (over 3000 ms)"],
    ]);
  });
});

describe("PerformanceMonitor on a Hindi page", () => {
  it("labels the box and its figures in Hindi, while the console keeps the documented English warnings", async () => {
    await activateLocale("hi");
    try {
      const { observe, push } = fakeObserver();
      const warn = vi.fn();
      render(<PerformanceMonitor search="?perf=1" observe={observe} warn={warn} />);
      const box = await screen.findByRole("region", { name: "परफ़ॉर्मेंस मॉनिटर" });
      expect(screen.getByTestId("perf-load")).toHaveTextContent("माप रहे हैं...");
      push({ loadMs: 5_001, lcpMs: 2_000 });
      expect(screen.getByTestId("perf-load")).toHaveTextContent("5001 ms");
      expect(box).toHaveTextContent("पेज धीरे लोड हुआ: 5001 ms (5000 ms से ज़्यादा)");
      expect(box).not.toHaveTextContent(/Slow|Page load|Hide/);
      expect(warn.mock.calls).toEqual([["Slow page load: 5001 ms (over 5000 ms)"]]);
    } finally {
      await activateLocale("en");
    }
  });
});
