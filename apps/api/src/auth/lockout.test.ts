import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents } from "#db/schema.ts";
import { call, login, TEST_PASSWORDS, useTestServer } from "#test/test-server.ts";

const MINUTE = 60_000;

describe("brute-force lockout", () => {
  const server = useTestServer();
  const attempt = (username: string, password: string, ip: string) =>
    call(server.app, { method: "POST", url: "/api/auth/login", body: { username, password }, ip });

  it("locks one username from one IP after 10 failures in 15 minutes, even for the right password", async () => {
    const ip = "203.0.113.10";
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt("staff1", `wrong-guess-number-${i}`, ip)).statusCode).toBe(401);
      server.clock.advance(30_000);
    }
    const locked = await attempt("staff1", TEST_PASSWORDS.staff1, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe("too_many_attempts");
    // The first failure leaves the 15-minute window 15 min - 5 min = 10 min from now.
    expect(Number(locked.headers["retry-after"])).toBe(10 * 60);

    // The same user from another IP, and another user from this IP, are not locked.
    await login(server.app, "staff1", TEST_PASSWORDS.staff1, "203.0.113.99");
    await login(server.app, "staff2", TEST_PASSWORDS.staff2, ip);

    const lockouts = await server.app.database.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.action} = 'auth.lockout'`);
    expect(lockouts).toEqual([
      expect.objectContaining({ target: "staff1", ip, details: { scope: "username" } }),
    ]);
  });

  it("lets the username in again once the failures leave the window", async () => {
    const ip = "203.0.113.10";
    server.clock.advance(10 * MINUTE - 1000);
    expect((await attempt("staff1", TEST_PASSWORDS.staff1, ip)).statusCode).toBe(429);
    server.clock.advance(1000);
    expect((await attempt("staff1", TEST_PASSWORDS.staff1, ip)).statusCode).toBe(200);
  });

  it("clears that username's count from that IP after a successful login", async () => {
    const ip = "203.0.113.20";
    for (let i = 0; i < 9; i += 1) await attempt("admin", `nope-${i}-nope-nope`, ip);
    await login(server.app, "admin", TEST_PASSWORDS.admin, ip);
    for (let i = 0; i < 9; i += 1) await attempt("admin", `nope-${i}-nope-nope`, ip);
    expect((await attempt("admin", TEST_PASSWORDS.admin, ip)).statusCode).toBe(200);
  });

  it("locks an IP after 50 failures across usernames", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < 50; i += 1) {
      expect((await attempt(`user${i}`, "some-wrong-password", ip)).statusCode).toBe(401);
    }
    const locked = await attempt("ceo", TEST_PASSWORDS.ceo, ip);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBe(15 * 60);
    // Other IPs are unaffected.
    await login(server.app, "ceo", TEST_PASSWORDS.ceo, "198.51.100.8");
  });

  it("fails closed when the shared counters cannot be read", async () => {
    const db = server.app.database.db;
    await db.execute(sql`alter table login_failures rename to login_failures_gone`);
    try {
      const response = await attempt("ceo", TEST_PASSWORDS.ceo, "192.0.2.1");
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBeDefined();
      expect(response.headers["set-cookie"]).toBeUndefined();
    } finally {
      await db.execute(sql`alter table login_failures_gone rename to login_failures`);
    }
  });
});
