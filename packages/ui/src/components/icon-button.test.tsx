import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IconButton } from "#components/icon-button.tsx";
import { TooltipProvider } from "#components/tooltip.tsx";

beforeEach(() => {
  vi.useFakeTimers();
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

describe("IconButton", () => {
  it("is named by its label, shows it as a tooltip after 700 ms and does its job", () => {
    const onClick = vi.fn();
    render(
      <TooltipProvider>
        <IconButton label="Delete the note" icon={<span aria-hidden="true">🗑</span>} onClick={onClick} />
      </TooltipProvider>,
    );
    const button = screen.getByRole("button", { name: "Delete the note" });
    expect(button).toHaveAttribute("type", "button");
    fireEvent.pointerMove(button, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Delete the note");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
