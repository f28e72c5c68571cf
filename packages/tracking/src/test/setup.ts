import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { resetAttributionMemory } from "#attribution.ts";

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  resetAttributionMemory();
});
