import { act, render, screen } from "@testing-library/react";
import { Link, MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ListToolbar, SEARCH_DEBOUNCE_MS } from "#components/list-toolbar.tsx";

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderToolbar(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ListToolbar searchLabel="Search cases" filters={[]} />
      <Link to="/crm/filing-cases">Filing cases</Link>
      <Address />
    </MemoryRouter>,
  );
}

const address = () => screen.getByRole("status", { name: "Address" }).textContent;
const searchBox = () => screen.getByRole("searchbox", { name: "Search cases" }) as HTMLInputElement;

describe("the list's search box and the address", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("writes what is typed to the address once typing has paused for 300 ms", () => {
    renderToolbar("/crm/filing-cases");
    act(() => {
      searchBox().focus();
    });
    // fireEvent through React's onChange: userEvent's own timers would fight the fake clock.
    act(() => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
      setValue?.call(searchBox(), "VD-2026");
      searchBox().dispatchEvent(new Event("input", { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(address()).toBe("/crm/filing-cases");
    act(() => vi.advanceTimersByTime(1));
    expect(address()).toBe("/crm/filing-cases?q=VD-2026");
  });

  it("follows a link to the list without its search, and never writes the old search back", () => {
    renderToolbar("/crm/filing-cases?view=board&q=VD-2026");
    expect(searchBox().value).toBe("VD-2026");
    act(() => screen.getByRole("link", { name: "Filing cases" }).click());
    expect(address()).toBe("/crm/filing-cases");
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 10));
    expect(address()).toBe("/crm/filing-cases");
    expect(searchBox().value).toBe("");
  });
});
