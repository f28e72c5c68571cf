import { PassThrough } from "node:stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ServerConfig } from "#config.ts";
import { REQUEST_SAMPLE_EVERY, requestLogReason, SLOW_REQUEST_MS } from "#lib/request-log.ts";
import { useTestServer } from "#test/test-server.ts";

const NGINX_ID = "4f1c2b9a0e8d7c6b5a4f3e2d1c0b9a8f";
const PHONE = "+919812345678";

describe("requestLogReason", () => {
  const never = () => false;

  it("logs every failure, and a request of SLOW_REQUEST_MS or longer, whatever the sample", () => {
    expect(SLOW_REQUEST_MS).toBe(1_000);
    expect(requestLogReason(500, 1, never)).toBe("failed");
    expect(requestLogReason(503, 1, never)).toBe("failed");
    expect(requestLogReason(200, SLOW_REQUEST_MS, never)).toBe("slow");
    expect(requestLogReason(404, SLOW_REQUEST_MS, never)).toBe("slow");
    expect(requestLogReason(200, SLOW_REQUEST_MS - 0.1, never)).toBeNull();
  });

  it("logs refusals a person may report, and samples the routine ones with the successes", () => {
    for (const status of [400, 403, 409, 413, 415])
      expect(requestLogReason(status, 1, never)).toBe("refused");
    for (const status of [200, 204, 302, 304, 401, 404, 429]) {
      expect(requestLogReason(status, 1, never)).toBeNull();
      expect(requestLogReason(status, 1, () => true)).toBe("sampled");
    }
  });
});

type Line = Record<string, unknown> & { req?: { url?: string }; res?: { statusCode?: number } };

/** The time `performance.now()` answers while {@link stopClock} holds it. */
const clock = { ms: 0 };
/** Fastify times each answer with `performance.now()`: the tests hold it, so a route takes exactly what it adds. */
function stopClock() {
  beforeEach(() => {
    clock.ms = 1_000_000;
    vi.spyOn(performance, "now").mockImplementation(() => clock.ms);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** A server whose log lines are kept, at `level`, behind nginx on 10.0.0.0/8, with a failing and two timed routes. */
function serverLogging(level: ServerConfig["logLevel"]) {
  const lines: Line[] = [];
  let text = "";
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => {
    text += chunk.toString("utf8");
    for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) lines.push(JSON.parse(line));
  });
  const server = useTestServer({
    config: (base) => ({
      ...base,
      logLevel: level,
      logStream: stream,
      security: { ...base.security, trustProxy: ["10.0.0.0/8"] },
      extraRoutes: (app) => {
        app.get("/api/test/fails", { config: { access: "public" } }, async () => {
          throw new Error("a bug");
        });
        // The clock Fastify times answers with (performance.now) stands still in these tests: each route moves it.
        app.get("/api/test/slow", { config: { access: "public" } }, async () => {
          clock.ms += SLOW_REQUEST_MS;
          return {};
        });
        app.get("/api/test/nearly-slow", { config: { access: "public" } }, async () => {
          clock.ms += SLOW_REQUEST_MS - 1;
          return {};
        });
      },
    }),
  });
  const requestLines = () => lines.filter((line) => line.req !== undefined || line.res !== undefined);
  return { server, lines, requestLines, text: () => text, clear: () => lines.splice(0) };
}

const fromNginx = { remoteAddress: "10.0.0.2", headers: { "x-request-id": NGINX_ID } };

describe("request log at the default level (info)", () => {
  const { server, requestLines, text, clear } = serverLogging("info");
  stopClock();
  beforeEach(() => {
    clear();
  });

  it(`writes one line for one in ${REQUEST_SAMPLE_EVERY} ordinary requests, none on arrival, its query redacted`, async () => {
    expect(REQUEST_SAMPLE_EVERY).toBe(100);
    // The counter runs across the file's requests: start from a sampled one.
    for (let i = 0; i < REQUEST_SAMPLE_EVERY && requestLines().length === 0; i++)
      await server.app.inject({ url: "/api/health/live" });
    clear();
    for (let i = 1; i <= 2 * REQUEST_SAMPLE_EVERY + 50; i++) {
      const url =
        i === REQUEST_SAMPLE_EVERY ? `/api/health/live?q=${encodeURIComponent(PHONE)}` : "/api/health/live";
      const response = await server.app.inject({ url, ...fromNginx });
      expect(response.statusCode).toBe(200);
    }
    const logged = requestLines();
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: `request (one in ${REQUEST_SAMPLE_EVERY} logged)`,
      reqId: NGINX_ID,
      req: { method: "GET", url: "/api/health/live?q=[redacted]", remoteAddress: "10.0.0.2" },
      res: { statusCode: 200 },
    });
    expect(typeof logged[0]?.responseTime).toBe("number");
    expect(text()).not.toContain("9812345678");
    expect(text()).not.toContain("incoming request");
  });

  it("logs a refused request with its id, and a failed one at error", async () => {
    const refused = await server.app.inject({
      method: "POST",
      url: "/api/public/enquiries",
      payload: { name: "Visitor", phone: PHONE },
      ...fromNginx,
    });
    expect(refused.statusCode).toBe(400);
    const failed = await server.app.inject({ url: "/api/test/fails" });
    expect(failed.statusCode).toBe(500);
    const logged = requestLines();
    expect(logged.find((line) => line.msg === "request refused")).toMatchObject({
      level: 30,
      reqId: NGINX_ID,
      req: { method: "POST", url: "/api/public/enquiries" },
      res: { statusCode: 400 },
    });
    expect(logged.find((line) => line.msg === "request failed")).toMatchObject({
      level: 50,
      reqId: failed.headers["x-request-id"],
      req: { url: "/api/test/fails" },
      res: { statusCode: 500 },
    });
    expect(text()).not.toContain("9812345678");
  });

  it(`logs a request of ${SLOW_REQUEST_MS} ms at warn, and one of a millisecond less not for being slow`, async () => {
    const slow = await server.app.inject({ url: "/api/test/slow", ...fromNginx });
    expect(slow.statusCode).toBe(200);
    await server.app.inject({ url: "/api/test/nearly-slow" });
    const logged = requestLines().filter((line) => line.msg === "slow request");
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 40,
      reqId: NGINX_ID,
      req: { url: "/api/test/slow" },
      responseTime: SLOW_REQUEST_MS,
    });
  });
});

describe("request log at warn", () => {
  const { server, requestLines } = serverLogging("warn");
  stopClock();

  it("writes nothing for ordinary or refused requests, and still the slow and the failed", async () => {
    for (let i = 0; i < 2 * REQUEST_SAMPLE_EVERY; i++) await server.app.inject({ url: "/api/health/live" });
    await server.app.inject({ method: "POST", url: "/api/public/enquiries", payload: {} });
    expect(requestLines()).toEqual([]);
    await server.app.inject({ url: "/api/test/slow" });
    await server.app.inject({ url: "/api/test/fails" });
    expect(requestLines().map((line) => [line.level, line.msg])).toEqual([
      [40, "slow request"],
      [50, "request failed"],
    ]);
  });
});

describe("request log at debug", () => {
  const { server, requestLines } = serverLogging("debug");

  it("writes one line for every request, for a developer following a flow", async () => {
    for (let i = 0; i < 5; i++) await server.app.inject({ url: "/api/health/live" });
    expect(requestLines().filter((line) => line.msg === "request")).toHaveLength(5);
  });
});
