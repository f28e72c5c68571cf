import { configure } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { forgetStaleWrite } from "#lib/stale-write-store.ts";

// A wait ceiling, not a timing assertion: findBy/waitFor keep polling up to 15 s so that a busy CI machine (two cores
// shared with other suites) does not fail a test that would pass a moment later. The CRM's pages load lazily, as in
// the browser, and a page's first import in a test file transforms its module graph inside that wait: 5 s proved too
// short at a load of 20. A test that is wrong still fails, only later.
configure({ asyncUtilTimeout: 15_000 });

// The signed-in frame (layout, header search, tooltips) loads lazily, as in the browser. Its first import in a test
// file transforms a large module graph, which on a busy machine ate the first test's 5 s wait; import it once before
// the tests instead (a ceiling of 60 s for that one import, not a timing assertion).
beforeAll(async () => {
  await import("#app/crm-shell.tsx");
  // Every record list's toolbar, with its narrowing chips and the contracts they read (the lists load lazily too).
  await import("#components/list-toolbar.tsx");
}, 60_000);

// A change refused as made on an older copy waits in a module store for its dialog: one test's question is not the
// next test's.
afterEach(() => forgetStaleWrite());
