import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Badge } from "#components/badge.tsx";
import { EmptyState } from "#components/empty-state.tsx";
import { SkeletonRows } from "#components/skeleton.tsx";

describe("EmptyState, SkeletonRows and Badge", () => {
  it("says what is empty and offers the next step", () => {
    render(
      <EmptyState
        title="No leads yet"
        description="Create one by hand."
        action={<button type="button">New lead</button>}
      />,
    );
    expect(screen.getByText("No leads yet")).toBeInTheDocument();
    expect(screen.getByText("Create one by hand.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "New lead" })).toBeInTheDocument();
  });

  it("announces a failure as an alert", () => {
    render(<EmptyState role="alert" title="Could not load the leads" />);
    expect(screen.getByRole("alert")).toHaveTextContent("Could not load the leads");
  });

  it("shows placeholder rows behind one polite status", () => {
    const { container } = render(<SkeletonRows label="Loading leads" rows={3} columns={2} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading leads");
    expect(container.querySelectorAll("[aria-hidden='true']")).toHaveLength(6);
  });

  it("marks its tone", () => {
    render(<Badge tone="success">won</Badge>);
    expect(screen.getByText("won")).toHaveAttribute("data-tone", "success");
  });
});
