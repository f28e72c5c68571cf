import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drainThenClose } from "#lib/draining.ts";
import { createServer } from "#server.ts";
import { createTestDatabase } from "#test/test-database.ts";
import { createTestClock, testConfig } from "#test/test-server.ts";

// SIGTERM's sequence on a real listening server: not ready → still serving → stop accepting → the request in flight
// finishes → database closed.

/** A server with one extra route that answers only when the test lets it, to hold a request in flight. */
async function startSlowServer() {
  const database = await createTestDatabase();
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started: () => void = () => {};
  const requestStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  const app = await createServer(
    testConfig(database.config, createTestClock(), {
      extraRoutes: (instance) => {
        instance.get("/api/test/slow", { config: { access: "public" } }, async () => {
          started();
          await released;
          // The database is still open while a request runs, even after the close began.
          await instance.database.db.execute("select 1");
          return { finished: true };
        });
      },
    }),
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return { app, base: `http://127.0.0.1:${port}`, release, requestStarted, drop: database.drop };
}

describe("draining on SIGTERM", () => {
  let cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const step of cleanup) await step();
    cleanup = [];
  });

  it("answers ready and live before, not ready while draining, and finishes the request in flight", async () => {
    const { app, base, release, requestStarted, drop } = await startSlowServer();
    cleanup.push(async () => {
      await app.close();
      await drop();
    });
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", reason: null, databaseState: "up" });

    const inFlight = fetch(`${base}/api/test/slow`);
    await requestStarted;

    // The not-ready phase: the test decides when it ends.
    let endNotReady: () => void = () => {};
    const notReadyPhase = new Promise<void>((resolve) => {
      endNotReady = resolve;
    });
    let sleptMs = -1;
    const closing = drainThenClose(app, app.draining, { notReadyMs: 5_000, inFlightMs: 10_000 }, (ms) => {
      sleptMs = ms;
      return notReadyPhase;
    });

    const notReady = await fetch(`${base}/api/health/ready`);
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get("connection")).toBe("close");
    expect(await notReady.json()).toMatchObject({ status: "not_ready", reason: "draining" });
    // Still serving while not ready, and still alive.
    const live = await fetch(`${base}/api/health/live`);
    expect(live.status).toBe(200);
    expect(sleptMs).toBe(5_000);

    endNotReady();
    // Once closing, no new connection is accepted...
    await expect
      .poll(() =>
        fetch(`${base}/api/health/live`).then(
          () => "open",
          () => "refused",
        ),
      )
      .toBe("refused");
    // ...but the request in flight finishes with its answer, on a database still open.
    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ finished: true });
    expect(await closing).toBe("closed");
  });

  it("gives up after the in-flight limit when a request never ends", async () => {
    const { app, base, release, requestStarted, drop } = await startSlowServer();
    cleanup.push(async () => {
      release();
      await app.close();
      await drop();
    });
    const inFlight = fetch(`${base}/api/test/slow`).catch(() => null);
    await requestStarted;
    const outcome = await drainThenClose(app, app.draining, { notReadyMs: 0, inFlightMs: 200 });
    expect(outcome).toBe("timeout");
    release();
    await inFlight;
  });
});
