import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
