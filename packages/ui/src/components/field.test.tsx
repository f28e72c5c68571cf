import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field } from "#components/field.tsx";

describe("Field", () => {
  it("labels its control", () => {
    render(
      <Field label="Password">
        <input type="password" />
      </Field>,
    );
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
  });

  it("describes the control with its hint and error and marks it invalid", () => {
    render(
      <Field label="Phone" hint="10 digits" error="Enter a valid Indian mobile number">
        <input />
      </Field>,
    );
    const input = screen.getByLabelText("Phone");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("10 digits Enter a valid Indian mobile number");
    expect(screen.getByRole("alert")).toHaveTextContent("Enter a valid Indian mobile number");
  });

  it("keeps an id the control already has", () => {
    render(
      <Field label="Username">
        <select id="username" />
      </Field>,
    );
    expect(screen.getByLabelText("Username")).toHaveAttribute("id", "username");
  });
});
