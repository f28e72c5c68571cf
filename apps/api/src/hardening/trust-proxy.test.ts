import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import type { ServerConfig } from "#config.ts";
import { call, TEST_PASSWORDS, useTestServer } from "#test/test-server.ts";

/** Only the configured proxies' X-Forwarded-For is believed (docs/security.md#login-lockout). */
function withProxies(trustProxy: ServerConfig["security"]["trustProxy"]) {
  return useTestServer({
    config: (base) => ({
      ...base,
      security: { ...base.security, trustProxy },
      extraRoutes: (app: FastifyInstance) => {
        app.get("/api/test/ip", { config: { access: "public" } }, async (request) => ({ ip: request.ip }));
      },
    }),
  });
}

async function ipSeen(app: FastifyInstance, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const response = await app.inject({
    url: "/api/test/ip",
    remoteAddress,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
  return response.json().ip;
}

describe("TRUST_PROXY as a number of hops", () => {
  const server = withProxies(1);

  it("takes the address the one proxy in front saw, not one the client wrote", async () => {
    // The client forged 198.51.100.66; the proxy (10.0.0.2) appended the real client, 203.0.113.5.
    expect(await ipSeen(server.app, "10.0.0.2", "198.51.100.66, 203.0.113.5")).toBe("203.0.113.5");
  });

  it("gives no more login tries for forged X-Forwarded-For headers", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await call(server.app, {
        method: "POST",
        url: "/api/auth/login",
        ip: "10.0.0.2",
        headers: { "x-forwarded-for": `198.51.100.${i}, 203.0.113.7` },
        body: { username: "ceo", password: `not-the-password-${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const right = await call(server.app, {
      method: "POST",
      url: "/api/auth/login",
      ip: "10.0.0.2",
      headers: { "x-forwarded-for": "198.51.100.200, 203.0.113.7" },
      body: { username: "ceo", password: TEST_PASSWORDS.ceo },
    });
    expect(right.statusCode).toBe(429);
  });
});

describe("TRUST_PROXY as a list of proxy addresses", () => {
  const server = withProxies(["10.0.0.0/8"]);

  it("believes X-Forwarded-For only from a listed proxy", async () => {
    expect(await ipSeen(server.app, "10.1.2.3", "198.51.100.66, 203.0.113.5")).toBe("203.0.113.5");
    // Through two listed proxies, the first address that is not a proxy.
    expect(await ipSeen(server.app, "10.1.2.3", "203.0.113.9, 10.9.9.9")).toBe("203.0.113.9");
    // A client that is not a listed proxy cannot choose its address.
    expect(await ipSeen(server.app, "203.0.113.77", "198.51.100.66")).toBe("203.0.113.77");
  });
});

describe("TRUST_PROXY off", () => {
  const server = withProxies(false);

  it("ignores X-Forwarded-For", async () => {
    expect(await ipSeen(server.app, "203.0.113.77", "198.51.100.66")).toBe("203.0.113.77");
  });
});
