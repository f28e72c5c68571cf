/// <reference types="node" />
// Node types for this test only: the package itself is browser code (tsconfig.base sets no types).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SOURCE = dirname(fileURLToPath(import.meta.url));

/** Every module `file` imports (not type-only), however indirectly, inside this package (`#…`) and outside it. */
function importClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(join(SOURCE, file), "utf8");
  for (const match of text.matchAll(/^import (?!type )[^;]*?from "([^"]+)";/gms)) {
    const specifier = match[1] ?? "";
    if (specifier.startsWith("#")) importClosure(specifier.slice(1), seen);
    else seen.add(specifier);
  }
  return seen;
}

// Issue 23: the components a page draws in its first load add a caller's classes to theirs (cx) instead of merging
// them with tailwind-merge (~8 KB gzipped), which only the dialogs and the toasts still load.
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
    expect([...importClosure(file)]).not.toContain("tailwind-merge");
  });
});
