import { describe, expect, it } from "vitest";
import { isInternalPath } from "#paths.ts";

describe("isInternalPath", () => {
  it.each([
    "/crm",
    "/crm-old",
    "/crm/leads",
    "/admin",
    "/staff-management",
    "/webcrmpanel",
    "/360-dashboard",
    "/CRM",
  ])("%s is internal", (path) => expect(isInternalPath(path)).toBe(true));

  it.each(["/", "/uk", "/blog", "/blog/how-staffing-agencies-sponsor", "/visa-form", "/nope"])(
    "%s is public",
    (path) => expect(isInternalPath(path)).toBe(false),
  );
});
