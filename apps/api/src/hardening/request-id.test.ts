import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import type { ServerConfig } from "#config.ts";
import { trustedPeer } from "#lib/request-id.ts";
import { useTestServer } from "#test/test-server.ts";

const NGINX_ID = "4f1c2b9a0e8d7c6b5a4f3e2d1c0b9a8f";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A server whose log lines are kept, behind the proxies `trustProxy` names. */
function serverBehind(trustProxy: ServerConfig["security"]["trustProxy"]) {
  const lines: Record<string, unknown>[] = [];
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) lines.push(JSON.parse(line));
  });
  const server = useTestServer({
    config: (base) => ({
      ...base,
      // Every request has a line at debug (at info only failed, slow, refused and sampled ones: decision 045).
      logLevel: "debug",
      logStream: stream,
      security: { ...base.security, trustProxy },
    }),
  });
  return { server, lines };
}

/** The request ids of the log lines about the last request to `url`: its request line and those after it. */
const logIdsOf = (lines: Record<string, unknown>[], url: string) => {
  const start = lines.findLastIndex((line) => (line.req as { url?: string } | undefined)?.url === url);
  return start === -1 ? [] : lines.slice(start).map((line) => line.reqId);
};

describe("request id behind a trusted proxy (TRUST_PROXY=10.0.0.0/8)", () => {
  const { server, lines } = serverBehind(["10.0.0.0/8"]);

  it("takes nginx's X-Request-Id as its own, logs it on every line of the request and returns it", async () => {
    const url = "/api/health/live";
    const response = await server.app.inject({
      url,
      remoteAddress: "10.0.0.2",
      headers: { "x-request-id": NGINX_ID },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-request-id"]).toBe(NGINX_ID);
    const ids = logIdsOf(lines, url);
    expect(ids.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ids)).toEqual(new Set([NGINX_ID]));
  });

  it("ignores an id from a client that connects directly, and makes its own", async () => {
    const url = "/api/health/ready";
    const response = await server.app.inject({
      url,
      remoteAddress: "203.0.113.9",
      headers: { "x-request-id": NGINX_ID },
    });
    const id = response.headers["x-request-id"];
    expect(id).toMatch(UUID);
    expect(new Set(logIdsOf(lines, url))).toEqual(new Set([id]));
  });

  it("refuses a malformed id even from the proxy (spaces, too short), and names errors' ids too", async () => {
    for (const sent of ["has spaces in it", "short", "x".repeat(129)]) {
      const response = await server.app.inject({
        url: "/api/no-such-route",
        remoteAddress: "10.0.0.2",
        headers: { "x-request-id": sent },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers["x-request-id"]).toMatch(UUID);
    }
  });
});

describe("request id with no trusted proxy (TRUST_PROXY unset)", () => {
  const { server } = serverBehind(false);

  it("never takes a sent id, and each request gets its own", async () => {
    const first = await server.app.inject({ url: "/api/health/live", headers: { "x-request-id": NGINX_ID } });
    const second = await server.app.inject({ url: "/api/health/live" });
    expect(first.headers["x-request-id"]).toMatch(UUID);
    expect(second.headers["x-request-id"]).toMatch(UUID);
    expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
  });
});

describe("trustedPeer", () => {
  it("reads a hop count, named ranges, addresses, subnets and IPv4-mapped addresses", () => {
    expect(trustedPeer(1)("198.51.100.1")).toBe(true);
    expect(trustedPeer(false)("127.0.0.1")).toBe(false);
    const loopback = trustedPeer(["loopback"]);
    expect([
      loopback("127.0.0.1"),
      loopback("::1"),
      loopback("::ffff:127.0.0.1"),
      loopback("10.0.0.1"),
    ]).toEqual([true, true, true, false]);
    const listed = trustedPeer(["192.0.2.10", "2001:db8::/32"]);
    expect([listed("192.0.2.10"), listed("192.0.2.11"), listed("2001:db8::5"), listed(undefined)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });
});
