import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { deferredComponent } from "#lib/deferred-component.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("deferredComponent", () => {
  it("renders nothing until its code is there, then the component", async () => {
    let resolve: (component: typeof Greeting) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Greeting>((done) => (resolve = done)));
    const { Component } = deferredComponent(load);
    const { container } = render(<Component name="Asha" />);
    expect(container).toBeEmptyDOMElement();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => resolve(Greeting));
    expect(screen.getByText("Hello Asha")).toBeInTheDocument();
  });

  it("renders at once, with no extra fetch, once preloaded", async () => {
    const load = vi.fn(async () => Greeting);
    const deferred = deferredComponent(load);
    await deferred.preload();
    await deferred.preload();
    render(<deferred.Component name="Ravi" />);
    expect(screen.getByText("Hello Ravi")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows nothing when the code cannot be fetched, and fetches again next time", async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce(Greeting);
    const deferred = deferredComponent(load);
    await expect(deferred.preload()).rejects.toThrow(/Failed to fetch/);
    const { container } = render(<deferred.Component name="Meera" />);
    expect(container).toBeEmptyDOMElement();
    await act(async () => {});
    expect(screen.getByText("Hello Meera")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
