import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import NotFoundPage from "#features/not-found/components/not-found-page.tsx";
import { violations } from "#test/axe.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("CRM not-found page", () => {
  it("shows 'Page not found / Redirecting to homepage...' at 3.5 s and goes home at 5.5 s", () => {
    const onRedirect = vi.fn();
    render(
      <MemoryRouter initialEntries={["/crm/anything-unknown"]}>
        <NotFoundPage onRedirect={onRedirect} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    advance(3_499);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole("alert")).toHaveTextContent("Page not foundRedirecting to homepage...");
    advance(1_999);
    expect(onRedirect).not.toHaveBeenCalled();
    advance(1);
    expect(onRedirect).toHaveBeenCalledTimes(1);
  });
});

describe("CRM not-found page accessibility", () => {
  it("has no axe violations", async () => {
    vi.useRealTimers();
    const { container } = render(
      <MemoryRouter initialEntries={["/admin"]}>
        <NotFoundPage onRedirect={() => {}} />
      </MemoryRouter>,
    );
    expect(await violations(container)).toEqual([]);
  });
});
