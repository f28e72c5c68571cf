import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { call, login, useTestServer } from "#test/test-server.ts";
import { createWebFixture, removeAfterwards } from "#test/web-fixture.ts";
import { createHtmlCache } from "#web/app-shell.ts";

/** No source maps served, a bounded page cache, and API answers that no cache keeps (docs/security.md#serving). */
describe("serving the apps and the API", () => {
  const server = useTestServer({ web: createWebFixture() });
  const get = (url: string) => server.app.inject({ method: "GET", url });

  it("does not serve source maps", async () => {
    for (const url of [
      "/static/marketing/app-abc123.js.map",
      "/static/crm/app-def456.js.map",
      "/static/marketing/app-abc123.js.map.br",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain("secret source");
    }
    expect((await get("/static/marketing/app-abc123.js")).statusCode).toBe(200);
  });

  it("marks API answers with personal data no-store, and leaves pages to their own rules", async () => {
    const cookie = await login(server.app, "admin");
    for (const url of ["/api/leads", "/api/auth/me", "/api/users", "/api/nope"]) {
      const response = await call(server.app, { url, cookie });
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
    expect((await get("/webcrmpanel")).headers["cache-control"]).toBe("no-cache");
  });

  it("answers hostile /blog/<slug> pages without a 5xx", async () => {
    for (const slug of ["%00", "%ED%A0%80", "..%2F..%2Fetc%2Fpasswd", "%E2%80%AE"]) {
      const response = await get(`/blog/${slug}`);
      expect(response.statusCode, slug).toBeLessThan(500);
    }
  });
});

describe("the page cache", () => {
  it("remembers a bounded number of paths however many unique slugs are asked for", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "visadesk-cache-"));
    removeAfterwards(dir);
    writeFileSync(path.join(dir, "index.html"), "<title>shell</title>");
    const cache = createHtmlCache(100);
    for (let i = 0; i < 5_000; i += 1) {
      cache.isUnknownEntry(dir, "/blog/:slug", `/blog/made-up-${i}`);
      await cache.read(dir, `/blog/made-up-${i}`, false);
    }
    expect(cache.size().knownPaths).toBeLessThanOrEqual(100);
    expect(cache.size().pages).toBe(1);
  });
});
