/// <reference types="node" />
// Node types for this test only: the package itself is browser code (tsconfig.base sets no types).
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importClosure } from "../../../test-support/import-closure.ts";

const SOURCE = dirname(fileURLToPath(import.meta.url));

// docs/behaviours/speed.md#crm-pages: the components a page draws in its first load add a caller's classes to theirs
// (cx) instead of merging them with tailwind-merge (~8 KB gzipped), which only the dialogs and the toasts still load.
describe("the components of a page's first load", () => {
  it.each([
    "components/badge.tsx",
    "components/breadcrumbs.tsx",
    "components/button.tsx",
    "components/card.tsx",
    "components/empty-state.tsx",
    "components/field.tsx",
    "components/icon-button.tsx",
    "components/loading-screen.tsx",
    "components/select.tsx",
    "components/skeleton.tsx",
    "components/table.tsx",
    "components/tooltip.tsx",
  ])("%s does not load tailwind-merge", (file) => {
    expect([...importClosure(SOURCE, file)]).not.toContain("tailwind-merge");
  });
});
