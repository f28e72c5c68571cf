import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LoadingScreen } from "#components/loading-screen.tsx";

describe("LoadingScreen", () => {
  it("announces 'Loading...' on a blue full-screen status", () => {
    render(<LoadingScreen />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Loading...");
    expect(status).toHaveClass("fixed", "inset-0", "bg-brand-600");
  });
});
