import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tooltip, TooltipProvider } from "#components/tooltip.tsx";

function hover(element: HTMLElement) {
  fireEvent.pointerMove(element, { pointerType: "mouse" });
}
/** Closes the open tooltip the way a keyboard user does; the skip-delay window starts at any close. */
function close() {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
}

describe("Tooltip", () => {
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

  it("opens after 700 ms of hover and skips the delay for 300 ms after closing", () => {
    render(
      <TooltipProvider>
        <Tooltip content="Cases handled since 1985">
          <button type="button">5000+</button>
        </Tooltip>
        <Tooltip content="Average Google rating">
          <button type="button">4.9</button>
        </Tooltip>
      </TooltipProvider>,
    );
    const first = screen.getByRole("button", { name: "5000+" });
    const second = screen.getByRole("button", { name: "4.9" });
    hover(first);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Cases handled since 1985");

    close();
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(299));
    hover(second);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Average Google rating");

    close();
    act(() => vi.advanceTimersByTime(300));
    hover(first);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("works outside a provider, with the same 700 ms delay", () => {
    render(
      <Tooltip content="Close notification">
        <button type="button" aria-label="Close">
          ×
        </button>
      </Tooltip>,
    );
    hover(screen.getByRole("button", { name: "Close" }));
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Close notification");
  });

  it("opens at once on keyboard focus", () => {
    render(
      <TooltipProvider>
        <Tooltip content="Open the menu">
          <button type="button" aria-label="Menu">
            ≡
          </button>
        </Tooltip>
      </TooltipProvider>,
    );
    act(() => screen.getByRole("button", { name: "Menu" }).focus());
    expect(screen.getByRole("tooltip")).toHaveTextContent("Open the menu");
  });
});
