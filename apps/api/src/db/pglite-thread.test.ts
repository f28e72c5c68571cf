import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueViolation } from "#crm/records.ts";
import { openDatabase } from "#db/client.ts";
import { PgliteThread } from "#db/pglite-thread.ts";
import { classifyDatabaseError, databaseErrorCode } from "#lib/database-errors.ts";
import { useTestServer } from "#test/test-server.ts";

// PGlite runs in a worker thread (db/pglite-thread.ts, docs/decisions/015). These tests pin what the services rely
// on through that bridge, and run on PostgreSQL too (TEST_DATABASE_URL), where the same must hold.

const server = useTestServer();
const db = () => server.app.database.db;

async function probeCount(): Promise<number> {
  const rows = (await db().execute(sql`select count(*)::int as n from thread_probe`)) as unknown as
    | { n: number }[]
    | { rows: { n: number }[] };
  const [first] = Array.isArray(rows) ? rows : rows.rows;
  return first?.n ?? -1;
}

/** Settles `promise` and tells, without waiting for it, whether it has settled yet. */
function track<T>(promise: Promise<T>): { promise: Promise<T>; settled: () => boolean } {
  let settled = false;
  const tracked = promise.finally(() => {
    settled = true;
  });
  return { promise: tracked, settled: () => settled };
}

describe("the database through its thread", () => {
  beforeAll(async () => {
    await db().execute(sql`create table thread_probe (id integer primary key, name text not null unique)`);
  });
  afterAll(async () => {
    await db().execute(sql`drop table if exists thread_probe`);
  });

  it("rolls a transaction back as a unit when its callback throws, and commits it whole otherwise", async () => {
    await db().execute(sql`delete from thread_probe`);
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (1, 'one')`);
        await tx.execute(sql`insert into thread_probe values (2, 'two')`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await probeCount()).toBe(0);

    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1, 'one')`);
      await tx.execute(sql`insert into thread_probe values (2, 'two')`);
    });
    expect(await probeCount()).toBe(2);
  });

  it("rolls back the whole transaction when one of its statements fails, keeping PostgreSQL's code", async () => {
    await db().execute(sql`delete from thread_probe`);
    const failure = await db()
      .transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (1, 'one')`);
        await tx.execute(sql`insert into thread_probe values (2, 'one')`);
      })
      .catch((error: unknown) => error);
    expect(databaseErrorCode(failure)).toBe("23505");
    expect(uniqueViolation(failure)).toBe("thread_probe_name_key");
    expect(await probeCount()).toBe(0);
  });

  it("rolls a savepoint back alone inside a transaction that commits", async () => {
    await db().execute(sql`delete from thread_probe`);
    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1, 'one')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into thread_probe values (2, 'two')`);
          throw new Error("inner only");
        })
        .catch(() => {});
    });
    expect(await probeCount()).toBe(1);
  });

  it("keeps the codes and fields the error handler and the logs read", async () => {
    const badValue = await db()
      .execute(sql`select 'not a number'::integer`)
      .catch((error: unknown) => error);
    expect(databaseErrorCode(badValue)).toBe("22P02");
    expect(classifyDatabaseError(badValue)).toBe("bad_value");
    const missing = await db()
      .execute(sql`select * from no_such_table`)
      .catch((error: unknown) => error);
    expect(databaseErrorCode(missing)).toBe("42P01");
    expect(classifyDatabaseError(missing)).toBeNull();
  });

  it("lets no other statement into an open transaction: a read outside waits and sees the committed state", async () => {
    await db().execute(sql`delete from thread_probe`);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted: () => void = () => {};
    const insertedYet = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = db().transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1, 'one')`);
      inserted();
      await held;
      await tx.execute(sql`insert into thread_probe values (2, 'two')`);
    });
    await insertedYet;
    const outside = track(probeCount());
    // Give the outside read every chance to run first: it must not (on PostgreSQL it may, and sees 0 rows).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = outside.settled();
    release();
    await transaction;
    const seen = await outside.promise;
    if (server.app.database.kind === "pglite") {
      expect(before).toBe(false);
      expect(seen).toBe(2);
    } else expect([0, 2]).toContain(seen);
  });

  it("answers requests that need no database while a slow statement runs", async () => {
    // pg_sleep holds PGlite for 3 s: in the API's own thread it held every request; in its worker, only statements.
    const slow = track(db().execute(sql`select pg_sleep(3)`));
    const live = await server.app.inject({ method: "GET", url: "/api/health/live" });
    const signedOut = await server.app.inject({ method: "GET", url: "/api/leads" });
    const slowDoneBeforeFastOnes = slow.settled();
    await slow.promise;
    expect(live.statusCode).toBe(200);
    expect(signedOut.statusCode).toBe(401);
    expect(slowDoneBeforeFastOnes).toBe(false);
  });
});

describe("PGlite's worker thread", () => {
  it("rejects statements after closing with the message the health check reads, and closes once", async () => {
    const handle = await openDatabase({ kind: "pglite", dataDir: undefined });
    await handle.db.execute(sql`select 1`);
    await handle.close();
    await handle.close();
    await expect(handle.db.execute(sql`select 1`)).rejects.toSatisfy(
      (error) => classifyDatabaseError(error) === "unavailable",
    );
  });

  it("finishes the statements sent before close, then closes", async () => {
    const thread = await PgliteThread.start(null);
    const pending = thread.query<{ answer: number }>("select pg_sleep(0.2), 42 as answer");
    const closing = thread.close();
    await expect(thread.query("select 1")).rejects.toThrow("PGlite is closed");
    expect((await pending).rows[0]?.answer).toBe(42);
    await closing;
  });

  it("applies the caller's parsers to the columns of their types, in this thread", async () => {
    const thread = await PgliteThread.start(null);
    try {
      const result = await thread.query<[string, number]>("select now()::date as day, 7 as n", [], {
        rowMode: "array",
        parsers: { 1082: (value: string) => `day ${value.length}` },
      });
      expect(result.rows[0]).toEqual(["day 10", 7]);
    } finally {
      await thread.close();
    }
  });
});
