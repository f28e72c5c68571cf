import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countIntake, type IntakeCount } from "#crm/intake-allowance.ts";
import { rowsOf } from "#dashboards/sql.ts";
import type { Database } from "#db/client.ts";
import { useTestServer } from "#test/test-server.ts";

// The per-address count of the public intake (decision 032), on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
describe("the intake count", () => {
  const server = useTestServer();
  const db = () => server.app.database.db;
  const at = (iso: string) => new Date(iso);
  const counted = (result: Awaited<ReturnType<typeof countIntake>>): IntakeCount => {
    if (!("lastHour" in result)) throw new Error(`slowed down: ${JSON.stringify(result)}`);
    return result;
  };
  async function lastHours(ip: string, now: Date, attempts: number): Promise<number[]> {
    const seen: number[] = [];
    for (let i = 0; i < attempts; i++)
      seen.push(counted(await countIntake(db(), ip, now, { perMinute: 1000 })).lastHour);
    return seen;
  }

  it("counts the last hour with the previous hour's share still inside it, and never refuses for the hour", async () => {
    expect(await lastHours("198.51.100.1", at("2025-03-01T10:10:00Z"), 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // 11:30: half of the previous hour's 8 is still inside the last hour.
    expect(await lastHours("198.51.100.1", at("2025-03-01T11:30:00Z"), 2)).toEqual([5, 6]);
    // 13:00: the hours before are past.
    expect(await lastHours("198.51.100.1", at("2025-03-01T13:00:00Z"), 1)).toEqual([1]);
  });

  it("slows an address past perMinute in a clock minute until the next, and gives back an enquiry not stored", async () => {
    const now = at("2025-03-02T09:00:20Z");
    const first = counted(await countIntake(db(), "198.51.100.2", now, { perMinute: 2 }));
    counted(await countIntake(db(), "198.51.100.2", now, { perMinute: 2 }));
    expect(await countIntake(db(), "198.51.100.2", now, { perMinute: 2 })).toEqual({ retryAfterSeconds: 40 });
    await first.release();
    expect(counted(await countIntake(db(), "198.51.100.2", now, { perMinute: 2 })).lastHour).toBe(2);
    expect(
      counted(await countIntake(db(), "198.51.100.2", at("2025-03-02T09:01:00Z"), { perMinute: 2 })).lastHour,
    ).toBe(3);
  });

  it("commits its own transaction without waiting for the disk, and leaves every other one waiting", async () => {
    const setting = async (database: Database) => {
      const [row] = await rowsOf<{ value: string }>(
        database,
        sql`select current_setting('synchronous_commit') as value`,
      );
      return row?.value;
    };
    await db().transaction(async (tx) => {
      counted(await countIntake(tx, "198.51.100.4", at("2025-03-04T09:00:00Z"), { perMinute: 5 }));
      expect(await setting(tx)).toBe("off");
    });
    // On every connection of the pool (the one that took it among them), later transactions wait for the disk.
    const after = await Promise.all(Array.from({ length: 10 }, () => setting(db())));
    expect(after).toEqual(Array(10).fill("on"));
  });

  it("never lets more than perMinute through for requests arriving together", async () => {
    const now = at("2025-03-03T09:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 30 }, () => countIntake(db(), "198.51.100.3", now, { perMinute: 7 })),
    );
    expect(results.filter((result) => "lastHour" in result)).toHaveLength(7);
  });
});
