import { PassThrough } from "node:stream";
import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DATABASE_WATCHDOG, postgresProbe, registerDatabaseWatchdog } from "#lib/database-watchdog.ts";
import { registerErrorHandler } from "#lib/errors.ts";
import { createTestDatabase, testDatabaseKind } from "#test/test-database.ts";

/** A server with one API route that answers when the test says, watched with `probe` as the database's answer. */
async function watched(probe: () => Promise<boolean>) {
  const app = Fastify();
  registerErrorHandler(app);
  registerDatabaseWatchdog(app, { probe, close: async () => {} });
  let finish: (value: object) => void = () => {};
  app.get("/api/slow", () => new Promise((resolve) => (finish = resolve)));
  app.get("/api/health", () => new Promise(() => {}));
  await app.ready();
  // The probe opened at start is not one of the probes these tests count.
  vi.mocked(probe).mockClear();
  return { app, finish: (value: object) => finish(value) };
}

describe("the database watchdog", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("probes a request unanswered after exactly 300 ms, and answers 503 when the database does not answer", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const probe = vi.fn(async () => false);
    const { app } = await watched(probe);
    let status = 0;
    const answer = app.inject({ url: "/api/slow" }).then((response) => {
      status = response.statusCode;
      return response;
    });
    await vi.advanceTimersByTimeAsync(DATABASE_WATCHDOG.checkAfterMs - 1);
    expect(probe).not.toHaveBeenCalled();
    expect(status).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    const response = await answer;
    expect(probe).toHaveBeenCalledTimes(1);
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toMatchObject({ error: { code: "database_unavailable" } });
    await app.close();
  });

  it("leaves a slow request alone when the database answers the probe, and probes once a second at most", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const probe = vi.fn(async () => true);
    const { app, finish } = await watched(probe);
    const first = app.inject({ url: "/api/slow" });
    await vi.advanceTimersByTimeAsync(DATABASE_WATCHDOG.checkAfterMs);
    finish({ ok: 1 });
    expect((await first).statusCode).toBe(200);
    const second = app.inject({ url: "/api/slow" });
    await vi.advanceTimersByTimeAsync(DATABASE_WATCHDOG.checkAfterMs);
    finish({ ok: 2 });
    expect((await second).json()).toEqual({ ok: 2 });
    // Both slow requests fell within one probe's second.
    expect(probe).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it("leaves an upload alone while its body arrives, then watches it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const probe = vi.fn(async () => false);
    const app = Fastify();
    registerErrorHandler(app);
    registerDatabaseWatchdog(app, { probe, close: async () => {} });
    app.addContentTypeParser("application/octet-stream", (_request, payload, done) => done(null, payload));
    app.post("/api/upload", { config: { rawBody: true } }, async (request) => {
      for await (const _piece of request.body as AsyncIterable<Buffer>);
      return new Promise(() => {});
    });
    await app.ready();
    probe.mockClear();
    const body = new PassThrough();
    const answer = app.inject({
      method: "POST",
      url: "/api/upload",
      headers: { "content-type": "application/octet-stream" },
      payload: body,
    });
    body.write("first piece");
    await vi.advanceTimersByTimeAsync(10 * DATABASE_WATCHDOG.checkAfterMs);
    expect(probe).not.toHaveBeenCalled();
    body.end("last piece");
    await vi.advanceTimersByTimeAsync(DATABASE_WATCHDOG.checkAfterMs);
    expect(probe).toHaveBeenCalledTimes(1);
    expect((await answer).statusCode).toBe(503);
  });

  it("does not watch the health checks, which probe the database themselves", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const probe = vi.fn(async () => false);
    const { app } = await watched(probe);
    void app.inject({ url: "/api/health" });
    await vi.advanceTimersByTimeAsync(10 * DATABASE_WATCHDOG.checkAfterMs);
    expect(probe).not.toHaveBeenCalled();
  });
});

describe.skipIf(testDatabaseKind !== "postgres")("the PostgreSQL probe", () => {
  it("says up when the server answers, even with a refusal, and down when nothing answers", async () => {
    const database = await createTestDatabase();
    if (database.config.kind !== "postgres") throw new Error("needs PostgreSQL");
    try {
      const asked = async (url: string) => {
        const probe = postgresProbe(url);
        try {
          return [await probe.probe(), await probe.probe()];
        } finally {
          await probe.close();
        }
      };
      expect(await asked(database.config.url)).toEqual([true, true]);
      // A wrong password is refused by the server: it is there, and answering.
      const refused = new URL(database.config.url);
      refused.password = "not-the-password";
      expect(await asked(refused.toString())).toEqual([true, true]);
      // Nothing listens on port 1.
      const nowhere = new URL(database.config.url);
      nowhere.port = "1";
      expect(await asked(nowhere.toString())).toEqual([false, false]);
    } finally {
      await database.drop();
    }
  });
});
