/// <reference types="node" />
// Node types for this test only: the package itself is browser code (tsconfig.base sets no types).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SOURCE = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * Every module `file` imports, however indirectly, inside this package (`#…` specifiers) and outside it. Re-exports
 * (`export { … } from`) are not followed: the bundler drops a re-export nobody uses, and these files re-export the
 * typed bodies for the API's sake.
 */
function importClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(join(SOURCE, file), "utf8");
  for (const match of text.matchAll(/^import [^;]*?from "([^"]+)";/gms)) {
    const specifier = match[1] ?? "";
    if (specifier.startsWith("#")) importClosure(specifier.slice(1), seen);
    else seen.add(specifier);
  }
  return seen;
}

// Issue 23: the records the CRM reads on every page must not bring the phone library (~27 KB gzipped) with them; only
// the bodies where a phone is typed (contact-requests.ts, intake.ts) may.
describe("the modules the CRM reads answers with", () => {
  it.each([
    "crm/common.ts",
    "crm/leads.ts",
    "crm/deals.ts",
    "crm/customers.ts",
    "crm/enquiries.ts",
    "crm/cases.ts",
    "crm/deliveries.ts",
    "crm/search.ts",
    "dashboards.ts",
    "dashboard-lists.ts",
  ])("%s imports no libphonenumber-js", (file) => {
    const closure = importClosure(file);
    expect([...closure].filter((name) => name.startsWith("libphonenumber-js"))).toEqual([]);
  });
});
