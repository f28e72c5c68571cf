import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BarFigure, LineFigure } from "#features/dashboards/components/charts.tsx";

// An empty range draws axes over nothing (₹1, ₹2... on a rupee axis): the charts say so in a sentence instead.

const series = [{ key: "revenueInr", label: "Won revenue", color: "#1d4ed8" }] as const;

describe("the dashboards' charts", () => {
  it("say there is nothing to draw when every figure is zero", () => {
    const rows = [
      { period: "2026-01-05", revenueInr: 0 },
      { period: "2026-01-12", revenueInr: 0 },
    ];
    render(<BarFigure label="Won revenue per week" data={rows} x="period" rupees series={series} />);
    render(<LineFigure label="Won revenue over time" data={[]} x="period" series={series} />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText(/Nothing to draw for won revenue per week yet/)).toBeInTheDocument();
    expect(screen.getByText(/Nothing to draw for won revenue over time yet/)).toBeInTheDocument();
  });

  it("draw a picture, named for screen readers, as soon as one figure is not zero", () => {
    const rows = [
      { period: "2026-01-05", revenueInr: 0 },
      { period: "2026-01-12", revenueInr: 45_000 },
    ];
    render(<BarFigure label="Won revenue per week" data={rows} x="period" rupees series={series} />);
    expect(
      screen.getByRole("img", { name: "Won revenue per week (the figures are in the table below)" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Nothing to draw/)).toBeNull();
  });
});

describe("a chart drawn in a box", () => {
  // jsdom lays nothing out: the browser's ResizeObserver is played by one that reports a 600 × 260 box.
  class FixedBox {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      this.report(
        [{ target, contentRect: { width: 600, height: 260 } } as unknown as ResizeObserverEntry],
        this as unknown as ResizeObserver,
      );
    }
    disconnect() {}
  }
  afterEach(() => vi.unstubAllGlobals());

  const rows = [
    { period: "2026-01-05", toDate: 45_000, whole: 60_000 },
    { period: "2026-01-12", toDate: 0, whole: 12_500 },
  ];
  const grouped = [
    { key: "toDate", label: "Up to today's date", color: "#1d4ed8" },
    { key: "whole", label: "Whole month", color: "#15803d" },
  ] as const;

  it("draws a bar for every figure above zero, names its categories and says its series in a legend", () => {
    vi.stubGlobal("ResizeObserver", FixedBox);
    const { container } = render(
      <BarFigure
        label="Won revenue"
        data={rows}
        x="period"
        rupees
        series={grouped}
        xFormat={(p) => `w/c ${p}`}
      />,
    );
    expect(container.querySelectorAll("svg rect[height]").length).toBeGreaterThanOrEqual(3);
    expect(container.querySelectorAll('g[fill="#1d4ed8"] rect')).toHaveLength(1);
    expect(container.querySelectorAll('g[fill="#15803d"] rect')).toHaveLength(2);
    expect(screen.getByText("w/c 2026-01-05")).toBeInTheDocument();
    expect(screen.getByText("₹60K")).toBeInTheDocument();
    expect(screen.getByText("Whole month")).toBeInTheDocument();
  });

  it("gives a category's figures in full, in the series' order, where the pointer is", () => {
    vi.stubGlobal("ResizeObserver", FixedBox);
    const { container } = render(
      <BarFigure label="Won revenue" data={rows} x="period" rupees series={grouped} />,
    );
    const svg = container.querySelector("svg") as SVGSVGElement;
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 600, height: 260 }) as DOMRect;
    // The second half of the plot is the second week's band.
    fireEvent.pointerMove(svg, { clientX: 450, clientY: 100 });
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toContain("Up to today's date : ₹0");
    expect(items).toContain("Whole month : ₹12,500");
    expect(screen.getAllByText("2026-01-12").length).toBeGreaterThanOrEqual(1);
    fireEvent.pointerLeave(svg);
    expect(screen.queryByText("Whole month : ₹12,500")).toBeNull();
  });
});
