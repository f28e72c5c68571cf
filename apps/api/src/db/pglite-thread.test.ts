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

describe("a statement PGlite's worker runs again (prepared once, by name)", () => {
  /** Runs `text` with `params` on `thread` `times` times and answers every result (the first unnamed, the rest named). */
  async function repeat(thread: PgliteThread, text: string, params: unknown[], times = 3) {
    const results = [];
    for (let i = 0; i < times; i++) results.push(await thread.query<Record<string, unknown>>(text, params));
    return results;
  }

  it("answers as the first run did: rows, fields, parameters by their types, parsers, affected rows", async () => {
    const thread = await PgliteThread.start(null);
    try {
      await thread.exec(
        "create table named_probe (id integer primary key, tags text[], doc jsonb, at timestamptz)",
      );
      const inserts = [];
      for (let id = 1; id <= 3; id++)
        inserts.push(
          await thread.query("insert into named_probe values ($1, $2, $3, $4)", [
            id,
            ["a", `b${id}`],
            { id },
            new Date(Date.UTC(2026, 0, id)),
          ]),
        );
      expect(inserts.map((result) => result.affectedRows)).toEqual([1, 1, 1]);
      const [first, ...again] = await repeat(
        thread,
        "select id, tags, doc, at from named_probe where id >= $1 order by id",
        [2],
      );
      expect(first?.rows).toEqual([
        { id: 2, tags: ["a", "b2"], doc: { id: 2 }, at: new Date(Date.UTC(2026, 0, 2)) },
        { id: 3, tags: ["a", "b3"], doc: { id: 3 }, at: new Date(Date.UTC(2026, 0, 3)) },
      ]);
      for (const result of again) {
        expect(result.rows).toEqual(first?.rows);
        expect(result.fields).toEqual(first?.fields);
      }
      const prepared = await thread.query<{ statement: string }>(
        "select statement from pg_prepared_statements",
      );
      expect(prepared.rows.map((row) => row.statement)).toContain(
        "select id, tags, doc, at from named_probe where id >= $1 order by id",
      );
      const arrays = [];
      for (let i = 0; i < 3; i++)
        arrays.push(
          await thread.query("select at::date as day, id from named_probe where id = $1", [1], {
            rowMode: "array",
            parsers: { 1082: (value: string) => `day ${value}` },
          }),
        );
      for (const result of arrays) expect(result.rows).toEqual([["day 2026-01-01", 1]]);
    } finally {
      await thread.close();
    }
  });

  it("keeps PostgreSQL's error and its fields on every run, and goes on answering after one", async () => {
    const thread = await PgliteThread.start(null);
    try {
      await thread.exec("create table named_probe (id integer primary key, name text unique)");
      const insert = "insert into named_probe values ($1, $2)";
      await thread.query(insert, [1, "one"]);
      for (let i = 0; i < 3; i++) {
        const failure = await thread.query(insert, [2 + i, "one"]).catch((error: unknown) => error);
        expect(databaseErrorCode(failure)).toBe("23505");
        expect(uniqueViolation(failure)).toBe("named_probe_name_key");
        expect(failure).toMatchObject({ query: insert, params: [2 + i, "one"] });
      }
      await thread.query(insert, [9, "nine"]);
      const rows = await repeat(thread, "select count(*)::int as n from named_probe where id > $1", [0]);
      expect(rows.map((result) => result.rows[0]?.n)).toEqual([2, 2, 2]);
    } finally {
      await thread.close();
    }
  });

  it("runs inside a transaction, rolled back with it", async () => {
    const thread = await PgliteThread.start(null);
    try {
      await thread.exec("create table named_probe (id integer primary key)");
      const insert = "insert into named_probe values ($1)";
      await expect(
        thread.transaction(async (tx) => {
          for (let id = 1; id <= 3; id++) await tx.query(insert, [id]);
          expect(
            (await tx.query<{ n: number }>("select count(*)::int as n from named_probe")).rows[0]?.n,
          ).toBe(3);
          throw new Error("undo");
        }),
      ).rejects.toThrow("undo");
      const counts = await repeat(thread, "select count(*)::int as n from named_probe where id > $1", [0]);
      expect(counts.map((result) => result.rows[0]?.n)).toEqual([0, 0, 0]);
      // Savepoints as Drizzle's nested transactions send them, again and again: rolled back after a failed statement.
      await thread.transaction(async (tx) => {
        for (let id = 1; id <= 3; id++) {
          await tx.query("savepoint sp1");
          await tx.query(insert, [id]);
          await tx.query("select 1 / 0").catch(() => {});
          await tx.query("rollback to savepoint sp1");
        }
        await tx.query(insert, [7]);
      });
      expect(
        (await thread.query<{ n: number }>("select count(*)::int as n from named_probe")).rows[0]?.n,
      ).toBe(1);
    } finally {
      await thread.close();
    }
  });

  it("is prepared again when its table changed under it, and beyond the most kept", async () => {
    const thread = await PgliteThread.start(null);
    try {
      await thread.exec(
        "create table named_probe (id integer primary key); insert into named_probe values (1)",
      );
      const all = "select * from named_probe where id = $1";
      await repeat(thread, all, [1]);
      await thread.exec("alter table named_probe add column name text default 'x'");
      // PostgreSQL refuses a cached plan whose columns changed once ("cached plan must not change result type");
      // the next run prepares it anew.
      await thread.query(all, [1]).catch((error: unknown) => error);
      expect((await thread.query(all, [1])).rows).toEqual([{ id: 1, name: "x" }]);
      for (let i = 0; i < 520; i++) await repeat(thread, `select $1::int + ${i} as n`, [1], 2);
      const answers = await repeat(thread, "select $1::int + 3 as n", [1], 2);
      expect(answers.map((result) => result.rows[0]?.n)).toEqual([4, 4]);
    } finally {
      await thread.close();
    }
  });
});
