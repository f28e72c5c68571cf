import { describe, expect, it } from "vitest";
import { CRM_ROUTES, MARKETING_ROUTES, matchRoute } from "#routes.ts";

describe("matchRoute", () => {
  it.each(MARKETING_ROUTES.map((r) => r.replace(":slug", "uk-visitor-visa-refusals")))(
    "gives public page %s to marketing",
    (path) => {
      expect(matchRoute(path)).toEqual({ app: "marketing", notFound: false });
    },
  );

  it.each([...CRM_ROUTES])("gives internal page %s to the CRM", (path) => {
    expect(matchRoute(path)).toEqual({ app: "crm", notFound: false });
  });

  it.each(["/nope", "/blog/a/b", "/crm/unknown", "/UK", "/webcrmpanel/x", "/api-docs", "/visa", "/visa/a/b"])(
    "sends unknown path %s to marketing's not-found page",
    (path) => {
      expect(matchRoute(path)).toEqual({ app: "marketing", notFound: true });
    },
  );

  it("ignores one trailing slash", () => {
    expect(matchRoute("/crm/leads/")).toEqual({ app: "crm", notFound: false });
    expect(matchRoute("/blog/")).toEqual({ app: "marketing", notFound: false });
    expect(matchRoute("/")).toEqual({ app: "marketing", notFound: false });
  });
});
