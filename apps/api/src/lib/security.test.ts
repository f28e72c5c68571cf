import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { call, login, TEST_ORIGIN, useTestServer } from "#test/test-server.ts";
import { createWebFixture } from "#test/web-fixture.ts";

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers["content-security-policy"]);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
}

describe("security headers", () => {
  const server = useTestServer({ web: createWebFixture() });

  it.each([
    ["an API answer", "/api/health", 200],
    ["an API 404", "/api/nope", 404],
    ["an API 401", "/api/auth/me", 401],
    ["a page", "/webcrmpanel", 200],
    ["a static asset", "/static/crm/app-def456.js", 200],
    ["the not-found page", "/nope", 404],
    ["a malformed address", "/%E0%A4%A", 400],
  ])("are on %s", async (_what, url, status) => {
    const response = await server.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response.headers);
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("security headers over HTTPS with analytics origins", () => {
  const server = useTestServer({
    config: (base) => ({
      ...base,
      security: {
        ...base.security,
        forceHttps: true,
        analyticsOrigins: ["https://www.googletagmanager.com", "https://cdn.example"],
      },
    }),
  });

  it("adds HSTS and the analytics origins to script-src, connect-src and img-src only", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/health" });
    expectSecurityHeaders(response.headers);
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const directives = Object.fromEntries(
      String(response.headers["content-security-policy"])
        .split("; ")
        .map((d) => [d.split(" ")[0], d]),
    );
    const extra = "https://www.googletagmanager.com https://cdn.example";
    expect(directives["script-src"]).toBe(`script-src 'self' ${extra}`);
    expect(directives["connect-src"]).toBe(`connect-src 'self' ${extra}`);
    expect(directives["img-src"]).toBe(`img-src 'self' data: ${extra}`);
    expect(directives["default-src"]).toBe("default-src 'self'");
  });
});

describe("CSRF protection", () => {
  const server = useTestServer({
    config: (base) => ({
      ...base,
      security: { ...base.security, trustedOrigins: ["https://crm.visadesk.example"] },
    }),
  });
  const app = (): FastifyInstance => server.app;
  const logout = (cookie: string, headers: Record<string, string>, payload?: string) =>
    app().inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, ...headers },
      ...(payload !== undefined ? { payload } : {}),
    });

  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["a null Origin", { origin: "null" }],
    ["a look-alike Origin", { origin: "http://localhost.evil.example" }],
    ["cross-site Sec-Fetch-Site", { "sec-fetch-site": "cross-site" }],
    ["same-site Sec-Fetch-Site", { "sec-fetch-site": "same-site" }],
  ])("refuses a state-changing request with %s", async (_what, headers) => {
    const cookie = await login(app(), "staff1");
    const response = await logout(cookie, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("csrf_refused");
    // The session is still there: nothing happened.
    expect((await call(app(), { url: "/api/auth/me", cookie })).statusCode).toBe(200);
  });

  it.each([
    ["a form", "application/x-www-form-urlencoded", "username=ceo&password=x"],
    ["plain text", "text/plain", '{"username":"ceo","password":"x"}'],
    ["multipart", "multipart/form-data; boundary=x", "--x--"],
  ])("refuses a login sent as %s, even from its own origin", async (_what, type, payload) => {
    const response = await app().inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: TEST_ORIGIN, "content-type": type },
      payload,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("csrf_refused");
  });

  it("accepts its own origin, a trusted origin, same-origin fetches and non-browser clients", async () => {
    const cases: Array<Record<string, string>> = [
      { origin: TEST_ORIGIN },
      { origin: "https://crm.visadesk.example" },
      { "sec-fetch-site": "same-origin" },
      {},
    ];
    for (const headers of cases) {
      const cookie = await login(app(), "staff2");
      expect((await logout(cookie, headers)).statusCode).toBe(204);
    }
  });

  it("leaves reads alone", async () => {
    const response = await app().inject({
      method: "GET",
      url: "/api/health",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(200);
  });
});
