import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SignInPasswordField } from "#features/auth/components/sign-in-password-field.tsx";

describe("a prerendered password box", () => {
  it("takes no typing in the build's HTML, and takes it once hydrated", async () => {
    const field = <SignInPasswordField value="" onChange={() => {}} error={undefined} />;
    const html = renderToString(field);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const box = () => container.querySelector("input") as HTMLInputElement;
    expect(box().disabled).toBe(true);
    await act(async () => {
      hydrateRoot(container, field);
    });
    expect(box().disabled).toBe(false);
    container.remove();
  });
});
