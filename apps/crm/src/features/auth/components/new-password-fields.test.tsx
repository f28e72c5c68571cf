import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ChangePasswordForm } from "#features/auth/components/change-password-form.tsx";

describe("the new password typed twice", () => {
  it("stops a change whose two new passwords differ, and clears the complaint once they agree", async () => {
    const onChanged = vi.fn();
    render(<ChangePasswordForm knownCurrent="old-secret" onChanged={onChanged} />);
    await userEvent.type(screen.getByLabelText("New password"), "river stone lamp");
    await userEvent.type(screen.getByLabelText("The same new password again"), "river stone lump");
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("The two passwords are not the same")).toBeInTheDocument();
    expect(screen.getByLabelText("The same new password again")).toHaveAttribute("aria-invalid", "true");
    expect(onChanged).not.toHaveBeenCalled();
  });
});
