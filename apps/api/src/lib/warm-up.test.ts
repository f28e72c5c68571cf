import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { WARM_UP_PATHS, WARM_UP_REQUESTS, warmUp } from "#lib/warm-up.ts";
import { useTestServer } from "#test/test-server.ts";

/** The rows of a raw statement, whichever driver ran it (postgres.js answers an array, PGlite `{ rows }`). */
async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  const answered = (await result) as T[] | { rows: T[] };
  return Array.isArray(answered) ? answered : answered.rows;
}

describe("warmUp", () => {
  const server = useTestServer();

  it.runIf(process.env.TEST_DATABASE_URL)("opens every connection of the PostgreSQL pool", async () => {
    const { db, poolSize } = server.app.database;
    const backends = () =>
      rowsOf<{ n: number }>(
        db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`),
      );
    // First of the file's tests: only the connections the server's start needed are open yet.
    const [before] = await backends();
    expect(before?.n).toBeLessThan(poolSize);
    await warmUp(server.app, 1);
    const [open] = await backends();
    expect(open?.n).toBeGreaterThanOrEqual(poolSize);
  });

  it("answers its paths without a failure and writes nothing", async () => {
    expect(WARM_UP_REQUESTS).toBe(200);
    const { db } = server.app.database;
    const written = () =>
      rowsOf<{ n: number }>(
        db.execute(
          sql`select (select count(*) from audit_events) + (select count(*) from sessions)
            + (select count(*) from counters) + (select count(*) from enquiries) as n`,
        ),
      );
    const before = await written();
    const outcome = await warmUp(server.app, 3);
    expect(outcome).toEqual({ answered: 3 * WARM_UP_PATHS.length, failed: [] });
    expect(await written()).toEqual(before);
  });
});
