import { createHash } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { observeQueries } from "#db/query-timing.ts";
import { sessions, users } from "#db/schema.ts";
import { call, login, sessionCookieOf, TEST_PASSWORDS, useTestServer } from "#test/test-server.ts";

const MINUTE = 60_000;

describe("login, me and logout", () => {
  const server = useTestServer();
  const app = () => server.app;

  it("logs in with the right password and answers the session user", async () => {
    const response = await call(app(), {
      method: "POST",
      url: "/api/auth/login",
      body: { username: "ceo", password: TEST_PASSWORDS.ceo },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: "ceo", name: "CEO", role: "ceo" });
    const cookie = response.cookies.find((c) => c.name === "visadesk_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeUndefined();
    // 32 random bytes in base64url.
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ["a wrong password", "ceo", "not-the-ceo-password"],
    ["an unknown user", "nobody", TEST_PASSWORDS.ceo],
    ["another account's password", "admin", TEST_PASSWORDS.ceo],
  ])("answers %s with 401 and exactly 'Invalid username or password'", async (_what, username, password) => {
    const response = await call(app(), {
      method: "POST",
      url: "/api/auth/login",
      body: { username, password },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: "invalid_credentials", message: "Invalid username or password" },
    });
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("answers a malformed login with a 400 that names the field", async () => {
    const response = await call(app(), { method: "POST", url: "/api/auth/login", body: { username: "ceo" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("password");
  });

  it("stores only the SHA-256 of the session token", async () => {
    const cookie = await login(app(), "staff2");
    const token = cookie.split("=")[1] ?? "";
    const rows = await app().database.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.some((row) => row.tokenHash === createHash("sha256").update(token).digest("hex"))).toBe(true);
  });

  it("stores argon2id hashes at OWASP strength", async () => {
    const [row] = await app().database.db.select().from(users).where(eq(users.username, "staff1"));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("answers /me with the session user, and 401 without a session", async () => {
    const cookie = await login(app(), "admin");
    const me = await call(app(), { url: "/api/auth/me", cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ username: "admin", name: "Admin", role: "admin" });
    const anonymous = await call(app(), { url: "/api/auth/me" });
    expect(anonymous.statusCode).toBe(401);
    const forged = await call(app(), { url: "/api/auth/me", cookie: "visadesk_session=forged" });
    expect(forged.statusCode).toBe(401);
  });

  it("gives a new session id at every login and ends the one the browser came with", async () => {
    const first = await login(app(), "staff1");
    const response = await call(app(), {
      method: "POST",
      url: "/api/auth/login",
      cookie: first,
      body: { username: "staff1", password: TEST_PASSWORDS.staff1 },
    });
    const second = sessionCookieOf(response);
    expect(second).not.toBe(first);
    expect((await call(app(), { url: "/api/auth/me", cookie: first })).statusCode).toBe(401);
    expect((await call(app(), { url: "/api/auth/me", cookie: second })).statusCode).toBe(200);
  });

  it("ends the session on the server at logout", async () => {
    const cookie = await login(app(), "staff2");
    const logout = await call(app(), { method: "POST", url: "/api/auth/logout", cookie });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === "visadesk_session")?.value).toBe("");
    // Replaying the old cookie does not bring the session back.
    expect((await call(app(), { url: "/api/auth/me", cookie })).statusCode).toBe(401);
  });

  it("lists the active internal usernames for the login card, CEO first", async () => {
    const response = await call(app(), { url: "/api/auth/login-options" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ usernames: ["ceo", "admin", "staff1", "staff2"] });
  });
});

describe("session lifetime", () => {
  const server = useTestServer();
  const me = (cookie: string) => call(server.app, { url: "/api/auth/me", cookie });

  it("ends a session after 30 minutes without a request", async () => {
    const cookie = await login(server.app, "staff1");
    server.clock.advance(30 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    server.clock.advance(30 * MINUTE + 1);
    const expired = await me(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.cookies.find((c) => c.name === "visadesk_session")?.value).toBe("");
  });

  it("records a request as last seen at most once a minute, so idle ends at most a minute early", async () => {
    const cookie = await login(server.app, "staff2");
    const tokenHash = createHash("sha256")
      .update(decodeURIComponent(cookie.split("=")[1] ?? ""))
      .digest("hex");
    const lastSeen = async () => {
      const [row] = await server.app.database.db
        .select({ lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash));
      return row?.lastSeenAt.toISOString();
    };
    const loggedInAt = server.clock.now();
    server.clock.advance(59_000);
    expect((await me(cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(loggedInAt.toISOString());
    server.clock.advance(1_000);
    expect((await me(cookie)).statusCode).toBe(200);
    const touchedAt = server.clock.now().toISOString();
    expect(await lastSeen()).toBe(touchedAt);
    server.clock.advance(59_000);
    expect((await me(cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(touchedAt);
    // 30 minutes after the recorded last-seen (29 min 1 s after the last request): still alive, and touched.
    server.clock.advance(30 * MINUTE - 59_000);
    expect((await me(cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(server.clock.now().toISOString());
    // A request 59 s later is not recorded; 30 minutes and 1 ms after the recorded one the session is over, though
    // the last request was only 29 min 1 s ago.
    server.clock.advance(59_000);
    expect((await me(cookie)).statusCode).toBe(200);
    server.clock.advance(30 * MINUTE - 59_000 + 1);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("records last seen once when a burst of requests of one session comes after a quiet minute", async () => {
    const cookie = await login(server.app, "staff1");
    server.clock.advance(61_000);
    let updates = 0;
    const stop = observeQueries({
      start: () => {},
      end: ({ operation }) => {
        if (operation === "update") updates += 1;
      },
    });
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => me(cookie)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
      expect(updates).toBe(1);
      // A minute later the next request records it again.
      server.clock.advance(60_000);
      expect((await me(cookie)).statusCode).toBe(200);
      expect(updates).toBe(2);
    } finally {
      stop();
    }
  });

  it("keeps an active session alive, but never past 12 hours", async () => {
    const cookie = await login(server.app, "staff2");
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 25) {
      expect((await me(cookie)).statusCode).toBe(200);
      server.clock.advance(25 * MINUTE);
    }
    // 12 h 5 min after login, with the last request 25 minutes ago: past the absolute limit.
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe("configurable parts", () => {
  const server = useTestServer({
    config: (base) => ({
      ...base,
      auth: { ...base.auth, loginOptions: false, idleTimeoutMs: 5 * MINUTE },
      security: { ...base.security, forceHttps: true },
    }),
  });

  it("can switch the username list off", async () => {
    expect((await call(server.app, { url: "/api/auth/login-options" })).statusCode).toBe(404);
  });

  it("uses a Secure __Host- cookie over HTTPS", async () => {
    const response = await call(server.app, {
      method: "POST",
      url: "/api/auth/login",
      body: { username: "ceo", password: TEST_PASSWORDS.ceo },
    });
    const cookie = response.cookies.find((c) => c.name === "__Host-visadesk_session");
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.domain).toBeUndefined();
    const me = await call(server.app, { url: "/api/auth/me", cookie: sessionCookieOf(response) });
    expect(me.statusCode).toBe(200);
    // The plain-HTTP name is not accepted in its place.
    const plain = `visadesk_session=${cookie?.value}`;
    expect((await call(server.app, { url: "/api/auth/me", cookie: plain })).statusCode).toBe(401);
  });

  it("honours a shorter idle timeout", async () => {
    const cookie = await login(server.app, "admin");
    server.clock.advance(5 * MINUTE + 1);
    expect((await call(server.app, { url: "/api/auth/me", cookie })).statusCode).toBe(401);
  });
});

describe("rehashing", () => {
  const server = useTestServer();

  it("rehashes a password made with weaker parameters at the next login", async () => {
    const db = server.app.database.db;
    const weak = await hash(TEST_PASSWORDS.staff1, { memoryCost: 8192, timeCost: 1, parallelism: 1 });
    await db.update(users).set({ passwordHash: weak }).where(eq(users.username, "staff1"));
    await login(server.app, "staff1");
    const [row] = await db.select().from(users).where(eq(users.username, "staff1"));
    expect(row?.passwordHash).not.toBe(weak);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.lastLoginAt?.toISOString()).toBe(server.clock.now().toISOString());
    // The new hash still checks the same password.
    await login(server.app, "staff1");
  });
});
