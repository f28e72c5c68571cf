import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REFUSED_LOGIN_AUDIT_INTERVAL_MS } from "#auth/login-service.ts";
import { auditEvents } from "#db/schema.ts";
import { call, useTestServer } from "#test/test-server.ts";

/** A parallel burst the lockout refuses leaves a trace in the audit log: one entry a minute per username and address. */
describe("refused login bursts in the audit log", () => {
  const server = useTestServer();
  const ip = "203.0.113.77";

  const burst = (size: number, from: number) =>
    Promise.all(
      Array.from({ length: size }, (_, i) =>
        call(server.app, {
          method: "POST",
          url: "/api/auth/login",
          body: { username: "staff2", password: `burst-wrong-guess-${from + i}` },
          ip,
        }).then((response) => response.statusCode),
      ),
    );

  async function refusedEntries(): Promise<number> {
    const [row] = await server.app.database.db
      .select({ n: count() })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, "auth.login_refused"),
          eq(auditEvents.target, "staff2"),
          eq(auditEvents.ip, ip),
        ),
      );
    return row?.n ?? 0;
  }

  it("audits a refused burst once, then at most once a minute (fake clock)", async () => {
    expect(REFUSED_LOGIN_AUDIT_INTERVAL_MS).toBe(60_000);
    // Ten wrong passwords one after another reach the lockout; nothing was refused yet.
    for (let i = 0; i < 10; i += 1) expect(await burst(1, i)).toEqual([401]);
    expect(await refusedEntries()).toBe(0);
    expect(await burst(40, 10)).toEqual(Array(40).fill(429));
    expect(await refusedEntries()).toBe(1);

    server.clock.advance(REFUSED_LOGIN_AUDIT_INTERVAL_MS - 1);
    expect(await burst(10, 100)).toEqual(Array(10).fill(429));
    expect(await refusedEntries()).toBe(1);

    server.clock.advance(1);
    expect(await burst(10, 200)).toEqual(Array(10).fill(429));
    expect(await refusedEntries()).toBe(2);
  });
});
