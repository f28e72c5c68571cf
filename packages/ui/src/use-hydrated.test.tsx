import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useHydrated } from "./use-hydrated.ts";

function Probe() {
  return <output>{useHydrated() ? "hydrated" : "prerendered"}</output>;
}

describe("useHydrated", () => {
  it("is false in the server's HTML and true once React has hydrated it", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    expect(container.textContent).toBe("prerendered");
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.textContent).toBe("hydrated");
    container.remove();
  });
});
