import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX, Toaster } from "#components/toast.tsx";
import { TOAST_REMOVE_DELAY_MS, ToastStore } from "#components/toast-store.ts";

describe("ToastStore", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps one toast: a new one replaces the older", () => {
    const store = new ToastStore();
    store.show({ title: "First" });
    store.show({ title: "Second" });
    expect(store.getToasts().map((t) => [t.title, t.open])).toEqual([["Second", true]]);
  });

  it("removes a dismissed toast after exactly 1,000,000 ms", () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    const store = new ToastStore();
    const id = store.show({ title: "Saved" });
    store.dismiss(id);
    expect(store.getToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(999_999);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
  });
});

describe("ToastStore queue before a Toaster mounts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps a toast raised before any Toaster, and starts its closeAfterMs only when one attaches", () => {
    const store = new ToastStore();
    store.show({ title: "Early", closeAfterMs: 5_000 });
    vi.advanceTimersByTime(60_000);
    expect(store.getToasts()).toEqual([expect.objectContaining({ title: "Early", open: true })]);
    const detach = store.attachViewer();
    vi.advanceTimersByTime(4_999);
    expect(store.getToasts()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()[0]?.open).toBe(false);
    detach();
    expect(store.hasViewer).toBe(false);
  });

  it("times a toast raised while a Toaster is attached from the moment it is raised", () => {
    const store = new ToastStore();
    store.attachViewer();
    store.show({ title: "Now", closeAfterMs: 5_000 });
    vi.advanceTimersByTime(4_999);
    expect(store.getToasts()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()[0]?.open).toBe(false);
  });

  it("drops a waiting toast that was dismissed before a Toaster came", () => {
    const store = new ToastStore();
    const id = store.show({ title: "Gone", closeAfterMs: 5_000 });
    store.dismiss(id);
    store.attachViewer();
    vi.advanceTimersByTime(5_000);
    expect(store.getToasts()).toEqual([expect.objectContaining({ id, open: false })]);
  });
});

describe("Toaster", () => {
  it("shows a toast raised before it mounted, for its full closeAfterMs from the moment it shows", () => {
    vi.useFakeTimers();
    try {
      const store = new ToastStore();
      store.show({ title: "Raised early", closeAfterMs: 5_000 });
      vi.advanceTimersByTime(8_000);
      render(<Toaster store={store} />);
      expect(screen.getByText("Raised early")).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(4_999));
      expect(screen.getByText("Raised early")).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText("Raised early")).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows a toast for exactly 5000 ms", () => {
    const store = new ToastStore();
    render(<Toaster store={store} />);
    act(() => void store.show({ title: "Message sent" }));
    expect(screen.getByText("Message sent")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByText("Message sent")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Message sent")).not.toBeInTheDocument();
    expect(store.getToasts()[0]?.open).toBe(false);
  });

  it("gives the icon-only close button a tooltip after 700 ms of hover", () => {
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const store = new ToastStore();
    render(<Toaster store={store} />);
    act(() => void store.show({ title: "Saved" }));
    const close = screen.getByRole("button", { name: "Close notification" });
    fireEvent.pointerMove(close, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Close notification");
    vi.unstubAllGlobals();
  });

  it("shows only the newest of two toasts", () => {
    const store = new ToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.show({ title: "Older" });
      store.show({ title: "Newer" });
    });
    expect(screen.queryByText("Older")).not.toBeInTheDocument();
    expect(screen.getByText("Newer")).toBeInTheDocument();
  });

  it("styles the destructive variant and lets the visitor close a toast", () => {
    const store = new ToastStore();
    render(<Toaster store={store} />);
    act(() => void store.show({ title: "Could not send", variant: "destructive" }));
    const toast = screen.getByText("Could not send").closest("[data-variant]");
    expect(toast).toHaveAttribute("data-variant", "destructive");
    expect(toast).toHaveClass("bg-danger-600");
    fireEvent.click(screen.getByRole("button", { name: "Close notification" }));
    expect(screen.queryByText("Could not send")).not.toBeInTheDocument();
  });

  it("moves the focus to the notification region on F8", () => {
    expect(TOAST_HOTKEY).toEqual(["F8"]);
    const store = new ToastStore();
    render(<Toaster store={store} />);
    act(() => void store.show({ title: "Hello" }));
    const region = screen.getByRole("region", { name: "Notifications (F8)" });
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    expect(region.querySelector("ol")).toHaveFocus();
  });

  it("dismisses on a swipe right past 50 px, not before", () => {
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    const store = new ToastStore();
    render(<Toaster store={store} />);
    act(() => void store.show({ title: "Swipe me" }));
    const toast = screen.getByText("Swipe me").closest("li") as HTMLElement;
    const swipe = (distance: number) => {
      fireEvent.pointerDown(toast, { clientX: 0, clientY: 0, button: 0, pointerId: 1 });
      fireEvent.pointerMove(toast, { clientX: distance, clientY: 0, pointerId: 1 });
      fireEvent.pointerUp(toast, { clientX: distance, clientY: 0, pointerId: 1 });
    };
    toast.setPointerCapture = () => {};
    toast.releasePointerCapture = () => {};
    toast.hasPointerCapture = () => false;
    swipe(TOAST_SWIPE_THRESHOLD_PX - 10);
    expect(screen.getByText("Swipe me")).toBeInTheDocument();
    swipe(TOAST_SWIPE_THRESHOLD_PX + 10);
    expect(screen.queryByText("Swipe me")).not.toBeInTheDocument();
  });
});
