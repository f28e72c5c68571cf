import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { call, sessionCookieOf, TEST_PASSWORDS, useTestServer } from "#test/test-server.ts";

/** Every log line the server writes, at the most verbose level. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    done();
  },
});

describe("log lines", () => {
  const server = useTestServer({ config: (base) => ({ ...base, logLevel: "trace", logStream: stream }) });

  it("never contain a password, a session token or a password hash", async () => {
    const app = server.app;
    const tokens: string[] = [];
    const secrets: string[] = [...Object.values(TEST_PASSWORDS)];
    for (const [username, password] of Object.entries(TEST_PASSWORDS)) {
      const response = await call(app, {
        method: "POST",
        url: "/api/auth/login",
        body: { username, password },
      });
      const cookie = sessionCookieOf(response);
      tokens.push(cookie.split("=")[1] ?? "");
      await call(app, { url: "/api/auth/me", cookie });
      await call(app, {
        method: "POST",
        url: "/api/auth/login",
        body: { username, password: `${password}-typo` },
      });
    }
    const ceo = `visadesk_session=${tokens[0]}`;
    const created = "logged-user-passphrase-731";
    secrets.push(created, "reset-user-passphrase-5521", "changed-own-passphrase-2208");
    await call(app, {
      method: "POST",
      url: "/api/users",
      cookie: ceo,
      body: { username: "logged", name: "L", role: "staff", password: created },
    });
    await call(app, {
      method: "POST",
      url: "/api/users/logged/reset-password",
      cookie: ceo,
      body: { password: secrets[5] },
    });
    await call(app, {
      method: "POST",
      url: "/api/users",
      cookie: ceo,
      body: { username: "weak", name: "W", role: "staff", password: "password" },
    });
    secrets.push("password-but-refused-x");
    await call(app, {
      method: "POST",
      url: "/api/users/me/password",
      cookie: ceo,
      body: { currentPassword: TEST_PASSWORDS.ceo, newPassword: secrets[6] },
    });
    await call(app, {
      method: "POST",
      url: "/api/auth/login",
      body: "not json",
      headers: { "content-type": "application/json" },
    });
    await call(app, { method: "POST", url: "/api/auth/logout", cookie: ceo });
    // Headers that carry credentials are redacted from request logs.
    await app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: ceo, authorization: `Bearer ${tokens[1]}` },
    });

    // One line per request at trace (decision 045), and the server's own.
    expect(lines.length).toBeGreaterThan(15);
    const log = lines.join("\n");
    expect(log).toContain("/api/auth/login");
    for (const secret of [...secrets.slice(0, 7), ...tokens]) {
      expect(secret.length).toBeGreaterThan(10);
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain("$argon2id$");
    expect(log.toLowerCase()).not.toContain("set-cookie");
  });
});
