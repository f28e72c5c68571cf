import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { takeIntakeAllowance } from "#crm/intake-allowance.ts";
import { rowsOf } from "#dashboards/sql.ts";
import type { Database } from "#db/client.ts";
import { useTestServer } from "#test/test-server.ts";

// The per-address allowance of the public intake, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
describe("the intake allowance", () => {
  const server = useTestServer();
  const db = () => server.app.database.db;
  const at = (iso: string) => new Date(iso);
  async function takes(ip: string, now: Date, perHour: number, attempts: number): Promise<number> {
    let taken = 0;
    for (let i = 0; i < attempts; i++) if (await takeIntakeAllowance(db(), ip, now, perHour)) taken++;
    return taken;
  }

  it("gives perHour an hour, and counts the previous hour by its share still inside the last hour", async () => {
    expect(await takes("198.51.100.1", at("2025-03-01T10:10:00Z"), 5, 8)).toBe(5);
    // 10:40 of the same hour: still spent.
    expect(await takes("198.51.100.1", at("2025-03-01T10:40:00Z"), 5, 2)).toBe(0);
    // 11:30: half of the previous hour's 5 is still inside the last hour, so 2.5 are used: 3 more.
    expect(await takes("198.51.100.1", at("2025-03-01T11:30:00Z"), 5, 5)).toBe(3);
    // 13:00: the hours before are past.
    expect(await takes("198.51.100.1", at("2025-03-01T13:00:00Z"), 5, 6)).toBe(5);
  });

  it("gives back an enquiry that was not stored", async () => {
    const now = at("2025-03-02T09:00:00Z");
    const first = await takeIntakeAllowance(db(), "198.51.100.2", now, 1);
    expect(first).not.toBeNull();
    expect(await takeIntakeAllowance(db(), "198.51.100.2", now, 1)).toBeNull();
    await first?.release();
    expect(await takeIntakeAllowance(db(), "198.51.100.2", now, 1)).not.toBeNull();
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
      expect(await takeIntakeAllowance(tx, "198.51.100.4", at("2025-03-04T09:00:00Z"), 5)).not.toBeNull();
      expect(await setting(tx)).toBe("off");
    });
    // On every connection of the pool (the one that took it among them), later transactions wait for the disk.
    const after = await Promise.all(Array.from({ length: 10 }, () => setting(db())));
    expect(after).toEqual(Array(10).fill("on"));
  });

  it("never gives more than perHour to requests arriving together", async () => {
    const now = at("2025-03-03T09:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 30 }, () => takeIntakeAllowance(db(), "198.51.100.3", now, 7)),
    );
    expect(results.filter((result) => result !== null)).toHaveLength(7);
  });
});
