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

describe("LoadingScreen with an action", () => {
  it("shows what it is given under the text", () => {
    render(
      <LoadingScreen>
        <button type="button">Reload page</button>
      </LoadingScreen>,
    );
    expect(screen.getByRole("button", { name: "Reload page" })).toBeInTheDocument();
  });
});

describe("LoadingScreen in another language", () => {
  it("announces the page's own text in place of 'Loading...'", () => {
    render(<LoadingScreen label="लोड हो रहा है..." />);
    expect(screen.getByRole("status")).toHaveTextContent(/^लोड हो रहा है\.\.\.$/);
  });
});
