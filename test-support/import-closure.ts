/// <reference types="node" />
// Shared by the packages' import tests (docs/behaviours/speed.md#public-pages): they check that what a page loads first
// does not bring a library with it. Node types for this module only: the packages that use it are browser code.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Every module `file` (a path under `sourceRoot`) imports, however indirectly: the package's own (`#…` specifiers,
 * followed) and everything outside it (listed, not followed). Type-only imports are not followed, since the compiler
 * erases them; nor are re-exports (`export { … } from`), since the bundler drops a re-export nobody uses.
 */
export function importClosure(sourceRoot: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(join(sourceRoot, file), "utf8");
  for (const match of text.matchAll(/^import (?!type )[^;]*?from "([^"]+)";/gms)) {
    const specifier = match[1] ?? "";
    if (specifier.startsWith("#")) importClosure(sourceRoot, specifier.slice(1), seen);
    else seen.add(specifier);
  }
  return seen;
}
