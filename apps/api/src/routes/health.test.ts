import { describe, expect, it } from "vitest";
import { appMeta } from "#db/schema.ts";
import { testDatabaseKind } from "#test/test-database.ts";
import { useTestServer } from "#test/test-server.ts";

describe("GET /api/health", () => {
  const server = useTestServer();

  it("answers ok with the database kind and version", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      database: testDatabaseKind,
      databaseState: "up",
      diskFreeBytes: null,
      version: "0.0.0-test",
    });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("has applied the migrations and recorded the start", async () => {
    const rows = await server.app.database.db.select({ key: appMeta.key }).from(appMeta).orderBy(appMeta.key);
    expect(rows.map((r) => r.key)).toEqual(["first_started_at", "installation_id", "start_count"]);
  });

  it("answers 503 at once, saying the database is unreachable, when it is gone", async () => {
    const { createServer } = await import("#server.ts");
    const { createTestClock, testConfig } = await import("#test/test-server.ts");
    const app = await createServer(testConfig({ kind: "pglite", dataDir: undefined }, createTestClock()));
    await app.database.close();
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toMatchObject({ status: "unavailable", databaseState: "unreachable" });
    await app.close();
  });

  it("answers live without the database, and ready once migrated with the database up", async () => {
    const live = await server.app.inject({ method: "GET", url: "/api/health/live" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "live", version: "0.0.0-test" });
    const ready = await server.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: "ready",
      reason: null,
      databaseState: "up",
      version: "0.0.0-test",
    });
  });

  it("answers not ready (but live) when the database is gone", async () => {
    const { createServer } = await import("#server.ts");
    const { createTestClock, testConfig } = await import("#test/test-server.ts");
    const app = await createServer(testConfig({ kind: "pglite", dataDir: undefined }, createTestClock()));
    await app.database.close();
    const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: "not_ready",
      reason: "database",
      databaseState: "unreachable",
    });
    expect((await app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
    await app.close();
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: "not_found" } });
  });
});
