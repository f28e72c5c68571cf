import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "#components/button.tsx";

describe("Button", () => {
  it("is a plain button by default, so it never submits a form by accident", async () => {
    const onSubmit = vi.fn((e: SubmitEvent) => e.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button>Cancel</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits when asked to and does nothing while disabled", async () => {
    const onClick = vi.fn();
    render(
      <Button type="submit" disabled onClick={onClick}>
        Login
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Login" });
    expect(button).toHaveAttribute("type", "submit");
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
