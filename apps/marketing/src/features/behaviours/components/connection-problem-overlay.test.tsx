import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CONNECTION_PROBLEM_TEXT,
  ConnectionProblemOverlay,
} from "#features/behaviours/components/connection-problem-overlay.tsx";

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") });
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe("ConnectionProblemOverlay", () => {
  it("shows the documented text and counts down from 5 s to a reload", () => {
    expect(CONNECTION_PROBLEM_TEXT).toBe(
      "You're having some internet connection issues. The website appears mostly blank or isn't loading properly. Please reload the page to try again.",
    );
    const reload = vi.fn();
    render(<ConnectionProblemOverlay path="/blog" reload={reload} />);
    const dialog = screen.getByRole("alertdialog", { name: "Connection Problem" });
    expect(dialog).toHaveAccessibleDescription(CONNECTION_PROBLEM_TEXT);
    expect(screen.getByText("Auto-reloading in 5 seconds")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.getByText("Auto-reloading in 1 seconds")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("puts the focus on Reload Page, and reloads at once on Escape, Enter or the button", () => {
    const reload = vi.fn();
    render(<ConnectionProblemOverlay path="/blog" reload={reload} />);
    const button = screen.getByRole("button", { name: "Reload Page" });
    expect(screen.getByRole("alertdialog")).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
    expect(reload).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Enter" });
    expect(reload).toHaveBeenCalledTimes(2);
    fireEvent.click(button);
    expect(reload).toHaveBeenCalledTimes(3);
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("reloads at once on Enter or Escape from anywhere, even after a click on the page behind moved the focus", () => {
    const reload = vi.fn();
    render(
      <>
        <p>The page behind</p>
        <ConnectionProblemOverlay path="/blog" reload={reload} />
      </>,
    );
    // A click on the blurred page: the browser would move the focus to <body>.
    fireEvent.mouseDown(screen.getByText("The page behind"));
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: "Enter" });
    expect(reload).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(reload).toHaveBeenCalledTimes(2);
    // Other keys do nothing.
    fireEvent.keyDown(document.body, { key: "a" });
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("keeps the focus inside: a press on the page behind does not take it away", () => {
    render(
      <>
        <p>The page behind</p>
        <ConnectionProblemOverlay path="/blog" reload={vi.fn()} />
      </>,
    );
    const button = screen.getByRole("button", { name: "Reload Page" });
    expect(button).toHaveFocus();
    // The press is cancelled, so the browser never moves the focus out of the dialog.
    expect(fireEvent.mouseDown(screen.getByText("The page behind"))).toBe(false);
    expect(button).toHaveFocus();
    // A press inside the dialog is left alone.
    expect(fireEvent.mouseDown(button)).toBe(true);
  });

  it("does not reload the same path automatically twice within a minute", () => {
    const reload = vi.fn();
    const first = render(<ConnectionProblemOverlay path="/blog" reload={reload} />);
    act(() => vi.advanceTimersByTime(5_000));
    first.unmount();
    render(<ConnectionProblemOverlay path="/blog" reload={reload} />);
    act(() => vi.advanceTimersByTime(5_000));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/Press Reload Page to try again/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload Page" })).toBeInTheDocument();
  });
});
