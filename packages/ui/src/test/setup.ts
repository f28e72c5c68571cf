import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// A wait ceiling, not a timing assertion: findBy/waitFor keep polling up to 15 s so that a busy CI machine (two cores
// running the suites beside the browser tests) does not fail a test that would pass a moment later: 5 s failed the
// Hindi visa form's errors at a load of 16. A test that is wrong still fails, only later.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
