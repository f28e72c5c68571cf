import { describe, expect, it } from "vitest";
import { createServer } from "#server.ts";
import { createTestDatabase } from "#test/test-database.ts";
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
