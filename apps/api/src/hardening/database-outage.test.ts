import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createServer } from "#server.ts";
import { createTestDatabase, testDatabaseKind } from "#test/test-database.ts";
import { call, createTestClock, login, testConfig } from "#test/test-server.ts";
import { createWebFixture } from "#test/web-fixture.ts";
import { LABELS_REFRESH_MS } from "#web/country-labels-html.ts";

/**
 * During a database outage requests answer 503 quickly and health says why
 * (docs/deploy.md#9-health-restarts-and-upgrades).
 */
describe("a database outage", () => {
  it("answers 503 with Retry-After on API routes and in health, and the process lives", async () => {
    const database = await createTestDatabase();
    const app = await createServer(testConfig(database.config, createTestClock()));
    try {
      const cookie = await login(app, "admin");
      await app.database.close();
      const started = performance.now();
      const list = await call(app, { url: "/api/leads", cookie });
      const health = await call(app, { url: "/api/health" });
      console.info(`answers during an outage took ${Math.round(performance.now() - started)} ms`);
      for (const response of [list, health]) {
        expect(response.statusCode, response.body).toBe(503);
        expect(response.headers["retry-after"]).toBe("5");
      }
      expect(list.json()).toMatchObject({ error: { code: "database_unavailable" } });
      expect(health.json()).toMatchObject({ status: "unavailable", databaseState: "unreachable" });
    } finally {
      await app.close().catch(() => {});
      await database.drop();
    }
  });
});

/**
 * A TCP relay to the PostgreSQL server that can be cut, like a database host that went away, or silenced, like one
 * that stopped answering (its connections stay open, nothing comes back, new ones are accepted and never answered).
 */
async function startRelay(
  target: URL,
): Promise<{ url: string; cut(): Promise<void>; silence(): void; close(): Promise<void> }> {
  const { createConnection, createServer: createTcpServer } = await import("node:net");
  const sockets = new Set<import("node:net").Socket>();
  let silent = false;
  const relay = createTcpServer((client) => {
    if (silent) {
      sockets.add(client);
      client.on("error", () => {});
      client.pause();
      return;
    }
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const port = (relay.address() as { port: number }).port;
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    url: url.toString(),
    cut: async () => {
      await new Promise<void>((resolve) => {
        relay.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    silence: () => {
      silent = true;
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    },
  };
}

describe.skipIf(testDatabaseKind !== "postgres")("a PostgreSQL server that goes away", () => {
  it("answers 503 instead of holding the requests", async () => {
    const database = await createTestDatabase();
    if (database.config.kind !== "postgres") throw new Error("needs PostgreSQL");
    const relay = await startRelay(new URL(database.config.url));
    const app = await createServer(testConfig({ kind: "postgres", url: relay.url }, createTestClock()));
    try {
      const cookie = await login(app, "admin");
      await relay.cut();
      const started = performance.now();
      const [list, health] = await Promise.all([
        call(app, { url: "/api/leads", cookie }),
        call(app, { url: "/api/health" }),
      ]);
      const ms = performance.now() - started;
      console.info(`answers with PostgreSQL gone took ${Math.round(ms)} ms`);
      expect(list.statusCode, list.body).toBe(503);
      expect(health.statusCode, health.body).toBe(503);
    } finally {
      await app.close().catch(() => {});
      await database.drop();
    }
  }, 60_000);
});

describe.skipIf(testDatabaseKind !== "postgres")("a PostgreSQL server that stops answering", () => {
  it("answers the API with 503 without waiting for it, while public pages keep being served", async () => {
    const database = await createTestDatabase();
    if (database.config.kind !== "postgres") throw new Error("needs PostgreSQL");
    const relay = await startRelay(new URL(database.config.url));
    const web = createWebFixture();
    // A destination page as the marketing build writes it: the country labels are filled in from the database.
    mkdirSync(path.join(web.marketingDir, "visa/canada"), { recursive: true });
    writeFileSync(
      path.join(web.marketingDir, "visa/canada/index.html"),
      '<!doctype html><html><script type="application/json" id="country-labels">[]</script></html>',
    );
    const clock = createTestClock();
    const app = await createServer(testConfig({ kind: "postgres", url: relay.url }, clock, { web }));
    try {
      const cookie = await login(app, "admin");
      expect((await call(app, { url: "/api/leads", cookie })).statusCode).toBe(200);
      expect((await call(app, { url: "/visa/canada" })).statusCode).toBe(200);
      relay.silence();
      // The labels are due to be read again: the page must not wait for a database that does not answer.
      clock.advance(LABELS_REFRESH_MS);
      const started = performance.now();
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, () => call(app, { url: "/api/leads", cookie })),
        call(app, { url: "/api/cases", cookie }),
      ]);
      console.info(`answers with PostgreSQL silent took ${Math.round(performance.now() - started)} ms`);
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(503);
        expect(answer.json()).toMatchObject({ error: { code: "database_unavailable" } });
        expect(answer.headers["retry-after"]).toBe("5");
      }
      // Who is signed in comes from the sessions kept in memory: no database needed, answered as ever.
      expect((await call(app, { url: "/api/auth/me", cookie })).statusCode).toBe(200);
      // Public pages need no database: served as ever.
      for (const page of ["/", "/uk", "/visa/canada", "/webcrmpanel"]) {
        expect((await call(app, { url: page })).statusCode).toBe(200);
      }
    } finally {
      await relay.close();
      await app.close().catch(() => {});
      await database.drop();
    }
  }, 60_000);
});
