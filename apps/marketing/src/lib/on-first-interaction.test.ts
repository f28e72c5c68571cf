import { describe, expect, it, vi } from "vitest";
import { onFirstInteraction } from "#lib/on-first-interaction.ts";

describe("onFirstInteraction", () => {
  it("runs once, on the first press, key, touch or mouse movement", () => {
    for (const type of ["pointerdown", "pointermove", "keydown", "touchstart"]) {
      const callback = vi.fn();
      const cancel = onFirstInteraction(callback);
      expect(callback).not.toHaveBeenCalled();
      window.dispatchEvent(new Event(type));
      window.dispatchEvent(new Event(type));
      window.dispatchEvent(new Event("keydown"));
      expect(callback, type).toHaveBeenCalledTimes(1);
      cancel();
    }
  });

  it("ignores what is not an interaction (scrolling, focus from a script) and can be cancelled", () => {
    const callback = vi.fn();
    const cancel = onFirstInteraction(callback);
    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("focus"));
    expect(callback).not.toHaveBeenCalled();
    cancel();
    window.dispatchEvent(new Event("pointerdown"));
    expect(callback).not.toHaveBeenCalled();
  });
});
