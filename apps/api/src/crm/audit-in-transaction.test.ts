import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { call, login, TEST_PASSWORDS, useTestServer } from "#test/test-server.ts";

/** The rows of a raw statement, on PGlite (`{ rows }`) or PostgreSQL (an array). */
async function rowsOf<T>(app: FastifyInstance, query: SQL): Promise<T[]> {
  const result = (await app.database.db.execute(query)) as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

/** Makes the audit log refuse entries of `action`, as a full disk or a lost connection would; undone by the result. */
async function refuseAudit(app: FastifyInstance, action: string): Promise<() => Promise<void>> {
  await app.database.db.execute(
    sql.raw(`create function refuse_audit() returns trigger language plpgsql as $$
      begin
        if new.action = '${action}' then raise exception 'audit refused'; end if;
        return new;
      end $$`),
  );
  await app.database.db.execute(
    sql.raw(`create trigger refuse_audit before insert on audit_events
      for each row execute function refuse_audit()`),
  );
  return async () => {
    await app.database.db.execute(sql.raw("drop trigger refuse_audit on audit_events"));
    await app.database.db.execute(sql.raw("drop function refuse_audit()"));
  };
}

// A write and its audit entry commit together or not at all (docs/security.md#audit-log, decision 048): the log never
// records a write that was undone, nor misses one that was kept.
describe("a write's audit entry, in the write's transaction", () => {
  const server = useTestServer();
  const app = () => server.app;
  let admin = "";
  beforeAll(async () => {
    admin = await login(app(), "admin");
  });

  it("writes a leads import and its entry together or not at all", async () => {
    const leadCount = async () =>
      (await rowsOf<{ n: number }>(app(), sql`select count(*)::int as n from leads`))[0]?.n ?? 0;
    const csv = "name,phone,city\nKiran Das,+91 98200 22222,Agra\nRavi Jain,+91 98200 33333,Agra\n";
    const before = await leadCount();
    const allow = await refuseAudit(app(), "record.import");
    const failed = await call(app(), {
      method: "POST",
      url: "/api/leads/import",
      cookie: admin,
      body: { csv },
    });
    expect(failed.statusCode).toBe(500);
    expect(await leadCount()).toBe(before);

    await allow();
    const imported = await call(app(), {
      method: "POST",
      url: "/api/leads/import",
      cookie: admin,
      body: { csv },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(await leadCount()).toBe(before + 2);
    const audits = await rowsOf<{ details: { imported: number } | string }>(
      app(),
      sql`select details from audit_events where action = 'record.import'`,
    );
    expect(audits.map((a) => (typeof a.details === "string" ? JSON.parse(a.details) : a.details))).toEqual([
      { imported: 2 },
    ]);
  });

  it("archives a customer and writes its entry together or not at all", async () => {
    const created = await call(app(), {
      method: "POST",
      url: "/api/customers",
      cookie: admin,
      body: { name: "Old Client", phone: "+91 98200 66666" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const status = async () =>
      (await call(app(), { url: `/api/customers/${id}`, cookie: admin })).json().status;
    const archive = () =>
      call(app(), {
        method: "POST",
        url: `/api/customers/${id}/status`,
        cookie: admin,
        body: { status: "archived" },
      });

    const allow = await refuseAudit(app(), "record.archive");
    expect((await archive()).statusCode).toBe(500);
    expect(await status()).toBe("active");

    await allow();
    expect((await archive()).statusCode).toBe(200);
    expect(await status()).toBe("archived");
    const audits = await rowsOf<{ target: string }>(
      app(),
      sql`select target from audit_events where action = 'record.archive'`,
    );
    expect(audits).toEqual([{ target: `customer:${id}` }]);
  });

  it("starts a session and writes its sign-in entry together, and ends one with its sign-out entry", async () => {
    const sessions = async () =>
      (
        await rowsOf<{ n: number }>(
          app(),
          sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.username = 'staff1'`,
        )
      )[0]?.n ?? 0;
    const signIn = () =>
      call(app(), {
        method: "POST",
        url: "/api/auth/login",
        body: { username: "staff1", password: TEST_PASSWORDS.staff1 },
      });
    const before = await sessions();
    const allowLogin = await refuseAudit(app(), "auth.login");
    expect((await signIn()).statusCode).toBe(500);
    expect(await sessions()).toBe(before);
    await allowLogin();

    const cookie = await login(app(), "staff1");
    expect(await sessions()).toBe(before + 1);
    const allowLogout = await refuseAudit(app(), "auth.logout");
    expect((await call(app(), { method: "POST", url: "/api/auth/logout", cookie })).statusCode).toBe(500);
    // The session the log does not show as ended still works.
    expect((await call(app(), { url: "/api/auth/me", cookie })).statusCode).toBe(200);
    await allowLogout();
    expect((await call(app(), { method: "POST", url: "/api/auth/logout", cookie })).statusCode).toBe(204);
    expect(await sessions()).toBe(before);
  });
});
