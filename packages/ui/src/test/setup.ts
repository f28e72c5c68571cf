import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// A wait ceiling, not a timing assertion: findBy/waitFor keep polling up to 5 s so that a busy CI machine (two cores
// running every package's suite at once) does not fail a test that would pass a moment later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
