import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Select } from "#components/select.tsx";

describe("Select", () => {
  it("takes its height from `size` and adds the caller's classes to its own", () => {
    render(
      <Select aria-label="Assign to" size="sm" className="max-w-44">
        <option value="">Unassigned</option>
      </Select>,
    );
    const select = screen.getByRole("combobox", { name: "Assign to" });
    expect(select).toHaveClass("h-8", "w-full", "max-w-44");
    expect(select).not.toHaveClass("h-10");
  });

  it("is 40 px high by default and 44 px beside a form's text inputs", () => {
    render(
      <>
        <Select aria-label="Default">
          <option>One</option>
        </Select>
        <Select aria-label="Large" size="lg">
          <option>One</option>
        </Select>
      </>,
    );
    expect(screen.getByRole("combobox", { name: "Default" })).toHaveClass("h-10");
    expect(screen.getByRole("combobox", { name: "Large" })).toHaveClass("h-11");
  });
});
