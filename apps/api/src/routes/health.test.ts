import { describe, expect, it } from "vitest";
import { appMeta } from "#db/schema.ts";
import { testDatabaseKind } from "#test/test-database.ts";
import { useTestServer } from "#test/test-server.ts";

describe("GET /api/health", () => {
  const server = useTestServer();

  it("answers ok with the database kind and version", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: testDatabaseKind, version: "0.0.0-test" });
  });

  it("has applied the migrations and recorded the start", async () => {
    const rows = await server.app.database.db.select({ key: appMeta.key }).from(appMeta).orderBy(appMeta.key);
    expect(rows.map((r) => r.key)).toEqual(["first_started_at", "installation_id", "start_count"]);
  });

  it("fails with 500 in the API error shape when the database is gone", async () => {
    const { createServer } = await import("#server.ts");
    const { createTestClock, testConfig } = await import("#test/test-server.ts");
    const app = await createServer(testConfig({ kind: "pglite", dataDir: undefined }, createTestClock()));
    await app.database.close();
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: "internal_error", message: "Something went wrong on our side" },
    });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: "not_found" } });
  });
});
