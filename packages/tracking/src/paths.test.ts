import { describe, expect, it } from "vitest";
import { isInternalPath } from "#paths.ts";

describe("isInternalPath", () => {
  it("is true for every CRM, dashboard and admin path of docs/behaviours/tracking.md#page-views and anything under them", () => {
    for (const path of [
      "/webcrmpanel",
      "/crm",
      "/crm-old",
      "/crm/leads",
      "/crm/workflow",
      "/360-dashboard",
      "/customer-dashboard",
      "/investor-dashboard",
      "/analytics",
      "/users",
      "/staff-management",
      "/staff-performance",
      "/admin",
      "/admin/settings",
      "/CRM/Deals",
    ]) {
      expect(isInternalPath(path), path).toBe(true);
    }
  });

  it("is false for the public pages and unknown paths", () => {
    for (const path of [
      "/",
      "/uk",
      "/visa-form",
      "/blog",
      "/blog/crm-tips",
      "/privacy-policy",
      "/crmx",
      "/nope",
    ]) {
      expect(isInternalPath(path), path).toBe(false);
    }
  });
});
