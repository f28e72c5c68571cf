import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { users } from "#db/schema.ts";
import { call, login, sessionCookieOf, TEST_PASSWORDS, useTestServer } from "#test/test-server.ts";

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    done();
  },
});

/** A log written under hostile load holds no secret and no visitor's personal data (docs/security.md#logs). */
describe("the log under hostile load", () => {
  const server = useTestServer({
    config: (base) => ({
      ...base,
      logLevel: "trace",
      logStream: stream,
      extraRoutes: (app: FastifyInstance) => {
        // A statement the database refuses with personal data and a hash among its parameters, as a failed insert of
        // a visitor or an account would: its error reaches the log through the error handler.
        app.post("/api/test/failing-statement", { config: { access: "public" } }, async (request) => {
          const body = request.body as { name: string; phone: string; hash: string };
          await app.database.db.execute(
            sql`select ${body.name}::text, ${body.hash}::text, ${body.phone}::int`,
          );
          return {};
        });
      },
    }),
  });

  it("never contains a password, a hash, a session token or digest, or a visitor's name, phone or email", async () => {
    const app = server.app;
    const visitors = Array.from({ length: 20 }, (_, i) => ({
      name: `Visitorname Surname${String.fromCharCode(65 + i)}x`,
      phone: `+9198765${String(10_000 + i).padStart(5, "0")}`,
      email: `visitor.${i}.mail@example.org`,
    }));
    const tokens: string[] = [];
    await Promise.all([
      // Wrong and right passwords, in parallel bursts.
      ...Array.from({ length: 30 }, (_, i) =>
        call(app, {
          method: "POST",
          url: "/api/auth/login",
          ip: `198.51.100.${i}`,
          body: { username: "staff1", password: `${TEST_PASSWORDS.staff1}-${i}` },
        }),
      ),
      ...Object.entries(TEST_PASSWORDS).map(async ([username, password]) => {
        const response = await call(app, {
          method: "POST",
          url: "/api/auth/login",
          body: { username, password },
        });
        tokens.push(sessionCookieOf(response).split("=")[1] ?? "");
      }),
      // Enquiries from visitors, valid and hostile.
      ...visitors.flatMap((visitor, i) => [
        call(app, {
          method: "POST",
          url: "/api/public/enquiries",
          ip: `203.0.113.${i}`,
          body: {
            ...visitor,
            destinationCountry: "GB",
            visaType: "student",
            priorRefusal: false,
            consent: true,
          },
        }),
        call(app, {
          method: "POST",
          url: "/api/public/enquiries",
          ip: `203.0.113.${i}`,
          body: { ...visitor, name: `${visitor.name}\u0000`, consent: true },
        }),
        call(app, {
          method: "POST",
          url: "/api/test/failing-statement",
          body: {
            name: visitor.name,
            phone: visitor.phone,
            hash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g",
          },
        }),
        call(app, { url: `/api/leads?q=${encodeURIComponent(visitor.phone)}` }),
      ]),
    ]);
    for (const token of tokens) {
      await call(app, {
        url: `/api/leads?q=${encodeURIComponent("Visitorname")}`,
        cookie: `visadesk_session=${token}`,
      });
    }

    const hashes = (await app.database.db.select({ hash: users.passwordHash }).from(users)).map(
      (r) => r.hash,
    );
    const digests = tokens.map((token) => createHash("sha256").update(token).digest("hex"));
    const forbidden = [
      ...Object.values(TEST_PASSWORDS),
      ...hashes,
      "$argon2id$",
      ...tokens,
      ...digests,
      ...visitors.flatMap((v) => [v.name, v.phone, v.phone.slice(1), v.email]),
      "Visitorname",
    ];
    expect(lines.length).toBeGreaterThan(100);
    const log = lines.join("\n");
    expect(log).toContain("database refused a value");
    const leaks = forbidden.filter((secret) => log.includes(secret));
    expect(leaks).toEqual([]);
  });

  it("never contains a one-time link's token, sent in a body or (by an old link) in a URL path", async () => {
    const app = server.app;
    lines.length = 0;
    const admin = await login(app, "admin");
    const created = await call(app, {
      method: "POST",
      url: "/api/users",
      cookie: admin,
      body: { username: "logged-link", name: "Logged Link", role: "staff" },
    });
    const token = String(created.json().invitation.path).split("#invite=")[1] ?? "";
    const reset = await call(app, {
      method: "POST",
      url: "/api/users/logged-link/invitation",
      cookie: admin,
    });
    const resetToken = String(reset.json().path).split("#invite=")[1] ?? "";
    await call(app, { url: `/api/auth/invitations/${token}` });
    await call(app, { method: "POST", url: `/api/auth/invitations/${token}/accept`, body: {} });
    await call(app, { url: `/webcrmpanel/${token}?invite=${token}` });
    await call(app, { method: "POST", url: "/api/auth/invitations/lookup", body: { token: resetToken } });
    const accepted = await call(app, {
      method: "POST",
      url: "/api/auth/invitations/accept",
      body: { token: resetToken, password: "quiet-logged-phrase-31" },
    });
    expect(accepted.statusCode).toBe(200);
    const log = lines.join("\n");
    expect(log).toContain("/api/auth/invitations/[redacted]/accept");
    expect(log).not.toContain(token);
    expect(log).not.toContain(resetToken);
  });
});
