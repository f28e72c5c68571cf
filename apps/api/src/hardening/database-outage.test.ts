import { describe, expect, it } from "vitest";
import { createServer } from "#server.ts";
import { createTestDatabase, testDatabaseKind } from "#test/test-database.ts";
import { call, createTestClock, login, testConfig } from "#test/test-server.ts";

/** Issue 13 item 7: during a database outage requests answer 503 quickly and health says why. */
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

/** A TCP relay to the PostgreSQL server that can be cut, like a database host that went away. */
async function startRelay(target: URL): Promise<{ url: string; cut(): Promise<void> }> {
  const { createConnection, createServer: createTcpServer } = await import("node:net");
  const sockets = new Set<import("node:net").Socket>();
  const relay = createTcpServer((client) => {
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
