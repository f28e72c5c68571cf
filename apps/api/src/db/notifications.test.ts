import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/client.ts";
import { type ChannelListener, listenOnPostgres } from "#db/notifications.ts";
import { createTestDatabase, testDatabaseKind } from "#test/test-database.ts";

// The database's notifications (LISTEN / NOTIFY) as the session cache hears them (decision 022), on PGlite (through
// its worker) and on PostgreSQL (a connection of its own). Tests wait for events, never for a time.

/** A listener that records what it is told and lets a test wait for the next call. */
function recorder() {
  const calls: string[] = [];
  let waiting: { count: number; resolve: () => void } | undefined;
  const record = (entry: string) => {
    calls.push(entry);
    if (waiting && calls.length >= waiting.count) waiting.resolve();
  };
  const listener: ChannelListener = {
    notify: (payload) => record(`notify ${payload}`),
    listening: () => record("listening"),
    lost: () => record("lost"),
  };
  /** Resolves once `count` calls in all have been recorded. */
  const until = (count: number) =>
    new Promise<void>((resolve) => {
      if (calls.length >= count) resolve();
      else waiting = { count, resolve };
    });
  return { calls, listener, until };
}

let database: DatabaseHandle;
let drop = async () => {};
let url = "";

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  if (created.config.kind === "postgres") url = created.config.url;
  database = await openDatabase(created.config);
});

afterAll(async () => {
  await database?.close();
  await drop();
});

describe("a channel listened to", () => {
  it("hears what committed, in order, and nothing rolled back", async () => {
    const { calls, listener, until } = recorder();
    await database.listen("probe_channel", listener);
    expect(calls).toEqual(["listening"]);
    await database.db.execute(sql`select pg_notify('probe_channel', 'one')`);
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('probe_channel', 'never')`);
        throw new Error("roll back");
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('probe_channel', 'two')`);
      await tx.execute(sql`select pg_notify('other_channel', 'not for us')`);
    });
    await until(3);
    expect(calls).toEqual(["listening", "notify one", "notify two"]);
  });

  it.runIf(testDatabaseKind === "pglite")(
    "on PGlite, hears a notification before the statement that committed it resolves",
    async () => {
      const { calls, listener } = recorder();
      await database.listen("probe_now", listener);
      await database.db.execute(sql`select pg_notify('probe_now', 'at once')`);
      expect(calls).toEqual(["listening", "notify at once"]);
    },
  );
});

describe.runIf(testDatabaseKind === "postgres")("the PostgreSQL listener", () => {
  const fast = { retryMs: 50, heartbeatMs: 60_000, heartbeatTimeoutMs: 60_000, connectSeconds: 3 };

  it("passes heartbeats (ping:...) of any instance on, never to its listener", async () => {
    const { calls, listener, until } = recorder();
    const listening = await listenOnPostgres(url, "probe_ping", listener, fast);
    const other = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await other`select pg_notify('probe_ping', 'ping:another-instance:1')`;
      await other`select pg_notify('probe_ping', 'after the ping')`;
      await until(2);
      expect(calls).toEqual(["listening", "notify after the ping"]);
    } finally {
      await other.end();
      await listening.close();
    }
  });

  it("is told at once when its connection is lost, and listening again on a new one", async () => {
    const { calls, listener, until } = recorder();
    const listening = await listenOnPostgres(url, "probe_lost", listener, fast);
    const other = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await other`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'listen "probe_lost"'`;
      await until(3);
      expect(calls).toEqual(["listening", "lost", "listening"]);
      await other`select pg_notify('probe_lost', 'heard on the new connection')`;
      await until(4);
      expect(calls[3]).toBe("notify heard on the new connection");
    } finally {
      await other.end();
      await listening.close();
    }
    expect(calls.at(-1)).toBe("lost");
  });

  it("keeps trying while the server refuses, and tells nothing until it listens", async () => {
    const { calls, listener } = recorder();
    const bad = new URL(url);
    bad.pathname = "/visadesk_no_such_database";
    const listening = await listenOnPostgres(bad.toString(), "probe_none", listener, fast);
    await listening.close();
    // Never listening, so never lost either until closed (closing says lost: nothing may be served after it).
    expect(calls).toEqual(["lost"]);
  });
});
