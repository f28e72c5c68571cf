import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DeferredTooltip } from "#components/deferred-tooltip.tsx";

describe("DeferredTooltip", () => {
  beforeEach(() => {
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
  afterEach(() => vi.unstubAllGlobals());

  it("draws the control at once, and gives it its tooltip without taking its focus away", async () => {
    render(
      <DeferredTooltip content="Open the menu">
        <button type="button">Menu</button>
      </DeferredTooltip>,
    );
    // Drawn before the tooltip's code has arrived, and focused by a keyboard user meanwhile.
    const before = screen.getByRole("button", { name: "Menu" });
    expect(before).not.toHaveAttribute("data-state");
    act(() => before.focus());

    // The tooltip's trigger (Radix marks it with its state), still the focused control, showing its tooltip.
    await vi.waitFor(() =>
      expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("data-state"),
    );
    expect(screen.getByRole("button", { name: "Menu" })).toHaveFocus();
    act(() => {
      screen.getByRole("button", { name: "Menu" }).blur();
      screen.getByRole("button", { name: "Menu" }).focus();
    });
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Open the menu");
  });
});
