import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "#components/dialog.tsx";

describe("Dialog", () => {
  it("is a labelled, described modal that keeps the focus inside and closes on Escape", async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Behind</button>
        <Dialog defaultOpen>
          <DialogContent>
            <DialogTitle>Verify you're human</DialogTitle>
            <DialogDescription>Select every passport.</DialogDescription>
            <button type="button">Verify</button>
            <DialogClose>Close</DialogClose>
          </DialogContent>
        </Dialog>
      </>,
    );
    const dialog = screen.getByRole("dialog", { name: "Verify you're human" });
    expect(dialog).toHaveAccessibleDescription("Select every passport.");
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
