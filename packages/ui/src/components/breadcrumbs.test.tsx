import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Breadcrumbs } from "#components/breadcrumbs.tsx";

describe("Breadcrumbs", () => {
  it("links every crumb but the last, which is the current page", () => {
    render(
      <Breadcrumbs
        items={[
          { label: "CRM", href: "/crm" },
          { label: "Leads", href: "/crm/leads" },
          { label: "Asha Verma" },
        ]}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "CRM" })).toHaveAttribute("href", "/crm");
    expect(screen.getByRole("link", { name: "Leads" })).toHaveAttribute("href", "/crm/leads");
    expect(screen.queryByRole("link", { name: "Asha Verma" })).toBeNull();
    expect(screen.getByText("Asha Verma")).toHaveAttribute("aria-current", "page");
  });

  it("renders links through the given component", () => {
    render(
      <Breadcrumbs
        items={[{ label: "CRM", href: "/crm" }, { label: "Leads" }]}
        renderLink={({ href, children }) => <a href={`#${href}`}>{children}</a>}
      />,
    );
    expect(screen.getByRole("link", { name: "CRM" })).toHaveAttribute("href", "#/crm");
  });
});
