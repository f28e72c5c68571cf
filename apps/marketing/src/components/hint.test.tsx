import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Hint, HintGroup, loadTooltips } from "#components/hint.tsx";

function hover(element: HTMLElement) {
  fireEvent.pointerMove(element, { pointerType: "mouse" });
}
/** Closes the open tooltip the way a keyboard user does; the skip-delay window starts at any close. */
function close() {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
}

function renderHints() {
  return render(
    <HintGroup>
      <Hint hint="Applications and appeals filed since the practice began.">5000+ cases handled</Hint>
      <Hint hint="Average of published client reviews, out of 5.">4.9 rating</Hint>
    </HintGroup>,
  );
}

describe("Hint before the tooltip code is there", () => {
  it("is a focusable button described by its hint, with no title attribute", () => {
    renderHints();
    const claim = screen.getByRole("button", { name: "5000+ cases handled" });
    expect(claim).toHaveAccessibleDescription("Applications and appeals filed since the practice began.");
    expect(claim).not.toHaveAttribute("title");
    claim.focus();
    expect(claim).toHaveFocus();
  });
});

describe("Hint with the tooltip code", () => {
  beforeAll(() => loadTooltips());
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no layout; Radix's positioning only needs the observer to exist.
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("opens after 700 ms of hover, and the next within 300 ms of a close at once (docs/behaviours/public-site.md#tooltips)", () => {
    renderHints();
    const first = screen.getByRole("button", { name: "5000+ cases handled" });
    const second = screen.getByRole("button", { name: "4.9 rating" });
    hover(first);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("tooltip")).toHaveTextContent(
      "Applications and appeals filed since the practice began.",
    );

    close();
    act(() => vi.advanceTimersByTime(299));
    hover(second);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Average of published client reviews, out of 5.");

    close();
    act(() => vi.advanceTimersByTime(300));
    hover(first);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("shows the tooltip on keyboard focus", () => {
    renderHints();
    act(() => screen.getByRole("button", { name: "4.9 rating" }).focus());
    expect(screen.getByRole("tooltip")).toHaveTextContent("Average of published client reviews, out of 5.");
  });

  it("works alone, outside a group", () => {
    render(<Hint hint="Share of our applications that ended in a visa.">96%</Hint>);
    hover(screen.getByRole("button", { name: "96%" }));
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Share of our applications that ended in a visa.");
  });
});
