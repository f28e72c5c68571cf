/// <reference types="node" />
// Node types for this test only: the package itself is browser code (tsconfig.base sets no types).
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importClosure } from "../../../../test-support/import-closure.ts";

const SOURCE = dirname(dirname(fileURLToPath(import.meta.url)));

// docs/behaviours/speed.md#crm-pages: the records the CRM reads on every page must not bring the phone library (~27 KB
// gzipped) with them; only the bodies where a phone is typed (contact-requests.ts, intake.ts) may.
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
    "crm/record-writes.ts",
    "dashboards.ts",
    "dashboard-lists.ts",
  ])("%s imports no libphonenumber-js", (file) => {
    const closure = importClosure(SOURCE, file);
    expect([...closure].filter((name) => name.startsWith("libphonenumber-js"))).toEqual([]);
  });
});

// docs/behaviours/speed.md#crm-pages: a CRM page that shows records (and parses no answer) imports the values it
// filters and labels by from these modules, which must not bring zod (~25 KB gzipped) or the phone library with them.
describe("the contracts' zod-free modules", () => {
  it.each([
    "values/crm.ts",
    "values/cases.ts",
    "values/deals.ts",
    "values/deliveries.ts",
    "values/dashboards.ts",
    "values/documents.ts",
    "values/staff.ts",
    "values/audit.ts",
    "workflow.ts",
    "dashboard-lists.ts",
  ])("%s imports neither zod nor libphonenumber-js", (file) => {
    const closure = importClosure(SOURCE, file);
    expect([...closure].filter((name) => name === "zod" || name.startsWith("libphonenumber-js"))).toEqual([]);
  });
});
