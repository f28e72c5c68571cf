import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { FormDialog } from "#components/form-dialog.tsx";

function Page() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? "dialog open" : "dialog closed"}</p>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Record enquiry"
        description="Someone who called or walked in."
        onSubmit={async () => {}}
        pending={false}
        submitLabel="Save"
        pendingLabel="Saving..."
      >
        <label>
          Name <input name="name" />
        </label>
      </FormDialog>
    </>
  );
}

const back = () => act(() => window.history.back());

describe("FormDialog and the browser's Back", () => {
  it("closes on Back when nothing was typed, leaving the page where it was", async () => {
    const before = window.history.length;
    render(<Page />);
    await waitFor(() => expect(window.history.length).toBe(before + 1));
    back();
    await waitFor(() => expect(screen.getByText("dialog closed")).toBeInTheDocument());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks before throwing away what was typed: keep editing keeps it, discard closes", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Meera Shah");
    back();
    const prompt = await screen.findByRole("alert");
    expect(prompt).toHaveTextContent("Discard what you typed?");
    expect(screen.getByRole("button", { name: "Keep editing" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Keep editing" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Meera Shah");

    back();
    await user.click(await screen.findByRole("button", { name: "Discard" }));
    await waitFor(() => expect(screen.getByText("dialog closed")).toBeInTheDocument());
  });
});
