import { render, screen } from "@testing-library/react";
import { HumanCheck } from "@visadesk/detectors";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { ConnectionProblemOverlay } from "#features/behaviours/components/connection-problem-overlay.tsx";
import { HumanCheckDialog } from "#features/behaviours/components/human-check-dialog.tsx";

/** Runs axe on the open dialog; jsdom has no layout, so colour contrast is left to the browser tests. */
async function violations(element: Element) {
  const result = await axe.run(element, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe("accessibility of the behaviours' dialogs (axe-core)", () => {
  it("finds nothing wrong in the human check, also with the help offered after three failures", async () => {
    const check = new HumanCheck({ random: () => 0 });
    const { rerender } = render(
      <HumanCheckDialog
        open
        state={check.getState()}
        check={check}
        chatHref="https://wa.me/919876543210"
        onOpenChat={() => {}}
        phone="+919876543210"
        onRelease={() => {}}
      />,
    );
    expect(await violations(screen.getByRole("dialog"))).toEqual([]);

    vi.useFakeTimers();
    for (let i = 0; i < 3; i++) {
      check.toggle("flag-us-1");
      check.verify();
      vi.advanceTimersByTime(1_500 + 2_000);
    }
    vi.useRealTimers();
    const exhausted = check.getState();
    expect(check.exhausted).toBe(true);
    rerender(
      <HumanCheckDialog
        open
        state={exhausted}
        check={check}
        chatHref="https://wa.me/919876543210"
        onOpenChat={() => {}}
        phone="+919876543210"
        onRelease={() => {}}
      />,
    );
    expect(screen.getByRole("link", { name: "Call +919876543210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    expect(await violations(screen.getByRole("dialog"))).toEqual([]);
  });

  it("finds nothing wrong in the Connection Problem overlay", async () => {
    render(<ConnectionProblemOverlay path="/blog" reload={() => {}} />);
    expect(await violations(screen.getByRole("alertdialog"))).toEqual([]);
  });
});
