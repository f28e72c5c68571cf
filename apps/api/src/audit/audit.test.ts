import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents } from "#db/schema.ts";
import { call, login, TEST_PASSWORDS, useTestServer } from "#test/test-server.ts";

describe("the audit trail", () => {
  const server = useTestServer({
    config: (base) => ({ ...base, security: { ...base.security, trustProxy: false } }),
  });
  const app = () => server.app;
  const ip = "192.0.2.44";

  it("records logins, failures, lockouts, logouts, user changes and refused permissions", async () => {
    await call(app(), {
      method: "POST",
      url: "/api/auth/login",
      body: { username: "staff1", password: "definitely-wrong-pw" },
      ip,
    });
    const staff = await login(app(), "staff1", TEST_PASSWORDS.staff1, ip);
    await call(app(), { url: "/api/audit", cookie: staff, ip });
    await call(app(), { method: "POST", url: "/api/auth/logout", cookie: staff, ip });
    for (let i = 0; i < 10; i += 1) {
      await call(app(), {
        method: "POST",
        url: "/api/auth/login",
        body: { username: "ghost", password: `guess-${i}-guess` },
        ip,
      });
    }
    const ceo = await login(app(), "ceo", TEST_PASSWORDS.ceo, ip);
    await call(app(), {
      method: "PATCH",
      url: "/api/users/staff2",
      cookie: ceo,
      body: { name: "Renamed" },
      ip,
    });

    const response = await call(app(), { url: "/api/audit?limit=500", cookie: ceo });
    expect(response.statusCode).toBe(200);
    const events = response.json().events as Array<Record<string, unknown>>;
    const trail = events
      .slice()
      .reverse()
      .map((e) => `${e.action} ${e.actor ?? "-"} ${e.target ?? "-"}`);
    expect(trail).toEqual([
      "auth.login_failed - staff1",
      "auth.login staff1 staff1",
      "permission.denied staff1 GET /api/audit",
      "auth.logout staff1 staff1",
      ...Array.from({ length: 10 }, () => "auth.login_failed - ghost"),
      "auth.lockout - ghost",
      "auth.login ceo ceo",
      "user.update ceo staff2",
    ]);
    for (const event of events) {
      expect(event.ip).toBe(ip);
      expect(event.at).toBe(server.clock.now().toISOString());
      expect(String(event.at)).toMatch(/Z$/);
    }
    expect(events[0]).toMatchObject({
      details: {
        before: { name: "Staff Two", role: "staff", active: true },
        after: { name: "Renamed", role: "staff", active: true },
      },
    });
    expect(events.find((e) => e.action === "auth.login_failed")).toMatchObject({
      details: { reason: "unknown_user" },
    });
  });

  it("pages with before= and never shows passwords or hashes", async () => {
    const ceo = await login(app(), "ceo");
    const first = (await call(app(), { url: "/api/audit?limit=3", cookie: ceo })).json().events;
    expect(first).toHaveLength(3);
    const next = (await call(app(), { url: `/api/audit?limit=3&before=${first[2].id}`, cookie: ceo })).json()
      .events;
    expect(next[0].id).toBe(first[2].id - 1);
    const all = (await call(app(), { url: "/api/audit?limit=500", cookie: ceo })).body;
    for (const password of Object.values(TEST_PASSWORDS)) expect(all).not.toContain(password);
    expect(all).not.toContain("argon2");
  });

  it("is append-only in the database itself", async () => {
    const db = app().database.db;
    await expect(db.execute(sql`update audit_events set actor = 'someone-else'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_events`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_events`)).rejects.toThrow();
    const count = (await db.select().from(auditEvents)).length;
    expect(count).toBeGreaterThan(10);
  });
});
