import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "#server.ts";
import { createTestDatabase, testDatabaseKind } from "#test/test-database.ts";
import { call, createTestClock, login, testConfig } from "#test/test-server.ts";

// Sessions are served from memory until the database notifies a change (decision 022). On PostgreSQL two servers share
// one database, as two instances behind a proxy: whatever ends or changes a session on one (or in SQL) is refused or
// seen on the other as soon as its notification arrives. The tests wait for that notification, never for a time. On
// PGlite one process holds the database, so "the other" is the same server, and the change is made around the
// sessions module (SQL), which only the notification reports.

const twoInstances = testDatabaseKind === "postgres";

const clock = createTestClock(new Date());
const instances = {} as {
  a: FastifyInstance;
  b: FastifyInstance;
  sql: (text: string, ...values: string[]) => Promise<void>;
};
let drop = async () => {};
let operator: postgres.Sql | undefined;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  instances.a = await createServer(testConfig(database.config, clock));
  instances.b = twoInstances ? await createServer(testConfig(database.config, clock)) : instances.a;
  if (database.config.kind === "postgres") {
    // An operator's own connection, apart from both servers.
    const connection = postgres(database.config.url, { max: 1, onnotice: () => {} });
    operator = connection;
    instances.sql = async (text, ...values) => {
      await connection.unsafe(text, values);
    };
  } else {
    const db = instances.a.database.db;
    instances.sql = async (text, ...values) => {
      // Only a statement's text and values, bypassing the sessions module (as an operator's psql would).
      const parts = text.split(/\$\d/);
      await db.execute(
        sql.join(
          parts.flatMap((part, i) =>
            i < values.length ? [sql.raw(part), sql`${values[i]}`] : [sql.raw(part)],
          ),
        ),
      );
    };
  }
});

afterAll(async () => {
  await operator?.end();
  if (twoInstances) await instances.b?.close();
  await instances.a?.close();
  await drop();
});

const me = (app: FastifyInstance, cookie: string) => call(app, { url: "/api/auth/me", cookie });

function tokenHashOf(cookie: string): string {
  return createHash("sha256")
    .update(decodeURIComponent(cookie.split("=")[1] ?? ""))
    .digest("hex");
}

/** Signs `username` in on A and has B read (and keep) the session: B's second request is answered from memory. */
async function signedInOnBoth(username: string): Promise<string> {
  const { a, b } = instances;
  const cookie = await login(a, username);
  expect((await me(b, cookie)).statusCode).toBe(200);
  const hits = b.sessionCache.stats.hits;
  expect((await me(b, cookie)).statusCode).toBe(200);
  expect(b.sessionCache.stats.hits).toBe(hits + 1);
  expect(b.sessionCache.has(tokenHashOf(cookie))).toBe(true);
  return cookie;
}

/** Resolves once B has applied a notification after which it no longer holds the session of `cookie`. */
function forgottenOnB(cookie: string): Promise<void> {
  const cache = instances.b.sessionCache;
  const tokenHash = tokenHashOf(cookie);
  return new Promise((resolve) => {
    const check = () => {
      if (cache.has(tokenHash)) return;
      cache.events.off("notification", check);
      resolve();
    };
    cache.events.on("notification", check);
  });
}

async function adminCookie(): Promise<string> {
  return login(instances.a, "admin");
}

describe(`a session ended or changed on ${twoInstances ? "one instance is refused on the other" : "the database is refused"} at once`, () => {
  it("sign-out", async () => {
    const cookie = await signedInOnBoth("staff1");
    const forgotten = forgottenOnB(cookie);
    expect((await call(instances.a, { method: "POST", url: "/api/auth/logout", cookie })).statusCode).toBe(
      204,
    );
    await forgotten;
    expect((await me(instances.b, cookie)).statusCode).toBe(401);
  });

  it("an account disabled", async () => {
    const admin = await adminCookie();
    const cookie = await signedInOnBoth("staff2");
    const forgotten = forgottenOnB(cookie);
    const disabled = await call(instances.a, {
      method: "PATCH",
      url: "/api/users/staff2",
      cookie: admin,
      body: { active: false },
    });
    expect(disabled.statusCode).toBe(200);
    await forgotten;
    expect((await me(instances.b, cookie)).statusCode).toBe(401);
    await call(instances.a, {
      method: "PATCH",
      url: "/api/users/staff2",
      cookie: admin,
      body: { active: true },
    });
  });

  it("a role changed", async () => {
    const ceo = await login(instances.a, "ceo");
    const cookie = await signedInOnBoth("staff2");
    const forgotten = forgottenOnB(cookie);
    const changed = await call(instances.a, {
      method: "PATCH",
      url: "/api/users/staff2",
      cookie: ceo,
      body: { role: "admin" },
    });
    expect(changed.statusCode).toBe(200);
    await forgotten;
    expect((await me(instances.b, cookie)).statusCode).toBe(401);
    await call(instances.a, {
      method: "PATCH",
      url: "/api/users/staff2",
      cookie: ceo,
      body: { role: "staff" },
    });
  });

  it("a password reset", async () => {
    const admin = await adminCookie();
    const cookie = await signedInOnBoth("staff1");
    const forgotten = forgottenOnB(cookie);
    const reset = await call(instances.a, {
      method: "POST",
      url: "/api/users/staff1/reset-password",
      cookie: admin,
      body: { password: "a-brand-new-passphrase-8812" },
    });
    expect(reset.statusCode).toBe(204);
    await forgotten;
    expect((await me(instances.b, cookie)).statusCode).toBe(401);
  });

  it("a session deleted in SQL", async () => {
    const cookie = await signedInOnBoth("ceo");
    const forgotten = forgottenOnB(cookie);
    await instances.sql("delete from sessions where token_hash = $1", tokenHashOf(cookie));
    await forgotten;
    expect((await me(instances.b, cookie)).statusCode).toBe(401);
  });

  it("every session deleted in SQL at once, more than a notification lists", async () => {
    const cookie = await signedInOnBoth("ceo");
    await instances.sql(
      "insert into sessions (token_hash, user_id, created_at, last_seen_at) select md5(g::text) || md5(g::text), (select id from users where username = 'ceo'), now(), now() from generate_series(1, 150) as g",
    );
    const notified: string[] = [];
    const record = (payload: string) => notified.push(payload);
    instances.b.sessionCache.events.on("notification", record);
    const forgotten = forgottenOnB(cookie);
    await instances.sql("delete from sessions");
    await forgotten;
    instances.b.sessionCache.events.off("notification", record);
    expect(notified).toEqual(["*"]);
    expect((await me(instances.b, cookie)).statusCode).toBe(401);
  });

  it("an account renamed: the session stays, with the new name", async () => {
    const cookie = await signedInOnBoth("ceo");
    const forgotten = forgottenOnB(cookie);
    await instances.sql("update users set name = $1 where username = 'ceo'", "Renamed Chief");
    await forgotten;
    const answer = await me(instances.b, cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().name).toBe("Renamed Chief");
  });

  it("a sign-in (last_login_at) sends nothing: the other sessions of the account stay in memory", async () => {
    const cookie = await signedInOnBoth("admin");
    const notified: string[] = [];
    const record = (payload: string) => notified.push(payload);
    instances.b.sessionCache.events.on("notification", record);
    try {
      // The same account signs in again elsewhere; its first session is not touched.
      const second = await login(instances.a, "admin");
      // A sign-out of the second session is the next thing B hears: nothing came for the sign-in before it.
      const forgotten = forgottenOnB(second);
      expect((await me(instances.b, second)).statusCode).toBe(200);
      await call(instances.a, { method: "POST", url: "/api/auth/logout", cookie: second });
      await forgotten;
      expect(notified).toEqual([`s:${tokenHashOf(second)}`]);
      expect(instances.b.sessionCache.has(tokenHashOf(cookie))).toBe(true);
    } finally {
      instances.b.sessionCache.events.off("notification", record);
    }
  });
});

describe("the idle timeout with sessions in memory", () => {
  it("counts from the last request on any instance: a last-seen moved on one is read again by the other", async () => {
    const cookie = await signedInOnBoth("ceo");
    clock.advance(20 * 60_000);
    // A records the request as last seen (a minute or more since the last record), and B hears of it.
    const forgotten = forgottenOnB(cookie);
    expect((await me(instances.a, cookie)).statusCode).toBe(200);
    await forgotten;
    // 40 minutes after B last read the session, 20 after the request on A: alive (30 minutes idle at most).
    clock.advance(20 * 60_000);
    expect((await me(instances.b, cookie)).statusCode).toBe(200);
    // And 30 minutes after the last recorded request it ends, on either.
    clock.advance(30 * 60_000 + 1);
    expect((await me(instances.b, cookie)).statusCode).toBe(401);
  });
});

describe.runIf(twoInstances)("the listening connection", () => {
  it("stops serving from memory when it is lost, and serves again once it listens again", async () => {
    const { b } = instances;
    const cookie = await signedInOnBoth("staff2");
    const states: boolean[] = [];
    const settled = new Promise<void>((resolve) => {
      const onLive = (live: boolean) => {
        states.push(live);
        if (live) {
          b.sessionCache.events.off("live", onLive);
          resolve();
        }
      };
      b.sessionCache.events.on("live", onLive);
    });
    const lost = new Promise<void>((resolve) => b.sessionCache.events.once("live", () => resolve()));
    // Ends every connection that is listening (both instances'), as a restart of PostgreSQL or a network cut would.
    await instances.sql(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and (query like 'listen%' or query like 'select pg_notify%')",
    );
    await lost;
    expect(b.sessionCache.live).toBe(false);
    expect(b.sessionCache.has(tokenHashOf(cookie))).toBe(false);
    // Still answered, from the database.
    const hits = b.sessionCache.stats.hits;
    expect((await me(b, cookie)).statusCode).toBe(200);
    expect(b.sessionCache.stats.hits).toBe(hits);
    await settled;
    expect(states).toEqual([false, true]);
    // Listening again: a sign-out on A reaches B.
    expect((await me(b, cookie)).statusCode).toBe(200);
    expect((await me(b, cookie)).statusCode).toBe(200);
    expect(b.sessionCache.has(tokenHashOf(cookie))).toBe(true);
    const forgotten = forgottenOnB(cookie);
    await call(instances.a, { method: "POST", url: "/api/auth/logout", cookie });
    await forgotten;
    expect((await me(b, cookie)).statusCode).toBe(401);
  });
});
