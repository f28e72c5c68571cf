import { describe, expect, it } from "vitest";
import { useTestServer } from "#test/test-server.ts";
import { createWebFixture } from "#test/web-fixture.ts";

describe("serving the built apps", () => {
  const server = useTestServer({ web: createWebFixture() });
  const get = (url: string) => server.app.inject({ method: "GET", url });

  it.each([
    ["/", 200, "marketing shell"],
    ["/visa-form", 200, "marketing shell"],
    ["/blog", 200, "prerendered blog"],
    ["/blog/uk-visitor-visa-refusals", 200, "prerendered post"],
    ["/blog/no-such-post", 404, "marketing not found"],
    ["/blog/..%2F..%2Fuk", 404, "marketing not found"],
    ["/uk", 200, "prerendered uk"],
    ["/webcrmpanel", 200, "crm shell"],
    ["/crm/leads", 200, "crm shell"],
    ["/crm/leads/", 200, "crm shell"],
    ["/360-dashboard?tab=team", 200, "crm shell"],
    ["/no-such-page", 404, "marketing not found"],
    ["/crm/unknown-area", 404, "marketing not found"],
  ])("GET %s answers %i with the %s", async (url, status, title) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(`<title>${title}</title>`);
  });

  it("serves each app's hashed assets as immutable", async () => {
    const marketing = await get("/static/marketing/app-abc123.js");
    expect(marketing.statusCode).toBe(200);
    expect(marketing.body).toContain("marketing");
    expect(marketing.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const crm = await get("/static/crm/app-def456.js");
    expect(crm.statusCode).toBe(200);
    expect(crm.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("serves public files and answers a missing asset with 404", async () => {
    expect((await get("/robots.txt")).body).toBe("User-agent: *");
    expect((await get("/static/crm/missing.js")).statusCode).toBe(404);
    expect((await get("/static/marketing/missing.js")).statusCode).toBe(404);
  });

  it("never serves files outside the build folders", async () => {
    const response = await get("/..%2f..%2fpackage.json");
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("@visadesk");
  });

  it("answers a malformed address with a 400 that says so", async () => {
    const response = await get("/%E0%A4%A");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "FST_ERR_BAD_URL" } });
  });

  it("keeps unknown API paths as JSON 404s", async () => {
    const response = await get("/api/unknown");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
  });
});
