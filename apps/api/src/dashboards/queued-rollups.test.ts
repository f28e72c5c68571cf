import { type SQL, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { num, rowsOf } from "#dashboards/sql.ts";
import { testDatabaseKind } from "#test/test-database.ts";
import { call, login, useTestServer } from "#test/test-server.ts";

// Enquiries and leads queue their dashboard figures (migration 0016, decision 023). dashboards.test.ts and
// rollups.test.ts show that every read still counts every write; this file shows what the queue is for.

describe("the dashboards' queued writes", () => {
  const server = useTestServer({
    config: (base) => ({ ...base, limits: { intakePerHour: 1000, clientErrorsPerHour: 30 } }),
  });
  const db = () => server.app.database.db;
  let admin = "";
  let n = 0;
  const enquire = () =>
    call(server.app, {
      method: "POST",
      url: "/api/public/enquiries",
      body: {
        name: "Tara Menon",
        phone: `+9197${String(30_000_000 + n++).padStart(8, "0")}`,
        destinationCountry: "NZ",
        visaType: "visitor",
        priorRefusal: false,
        consent: true,
      },
    });
  const count = async (query: SQL) => num((await rowsOf<{ n: unknown }>(db(), query))[0]?.n);
  const enquiriesCounted = () => count(sql`select coalesce(sum(enquiries), 0) as n from dashboard_days`);
  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

  beforeAll(async () => {
    admin = await login(server.app, "admin");
  });

  it("folds them in without any read of the dashboards", async () => {
    const before = await enquiriesCounted();
    expect((await enquire()).statusCode).toBe(201);
    // The server's own timer folds the queue (once a second); nothing here reads a dashboard.
    while ((await count(sql`select count(*) as n from dashboards_pending`)) > 0) await pause();
    expect(await enquiriesCounted()).toBe(before + 1);
  });

  it("are folded in before a list filtered on leads' first touch or outcome, as before the dashboards", async () => {
    const campaign = `drill-${n}`;
    const answer = await call(server.app, {
      method: "POST",
      url: "/api/public/enquiries",
      body: {
        name: "Drill Down",
        phone: `+9197${String(30_000_000 + n++).padStart(8, "0")}`,
        destinationCountry: "NZ",
        visaType: "visitor",
        priorRefusal: false,
        consent: true,
        attribution: { source: "google", campaign },
      },
    });
    expect(answer.statusCode).toBe(201);
    const names = async (url: string) => {
      const list = await call(server.app, { url, cookie: admin });
      expect(list.statusCode).toBe(200);
      return list.json().items.map((item: { name: string }) => item.name);
    };
    // Straight after the enquiry: its lead's first touch and its facts are still queued until the list folds them.
    expect(await names(`/api/leads?firstTouchBy=campaign&firstTouchKey=${campaign}`)).toEqual(["Drill Down"]);
    expect(await names("/api/leads?contacted=false&q=Drill%20Down")).toEqual(["Drill Down"]);
  });

  // PostgreSQL's autovacuum keeps the queue's table small; PGlite has none.
  it.runIf(testDatabaseKind === "pglite")("vacuum PGlite's queue every ten minutes", async () => {
    const vacuums = () =>
      count(sql`select vacuum_count as n from pg_stat_user_tables where relname = 'dashboards_pending'`);
    const before = await vacuums();
    expect((await enquire()).statusCode).toBe(201);
    server.clock.advance(10 * 60_000);
    while ((await vacuums()) === before) await pause();
    expect(await count(sql`select count(*) as n from dashboards_pending`)).toBe(0);
  });

  /** Holds `lock` in a transaction of its own until `release` is called. */
  async function holding(lock: SQL): Promise<{ release: () => Promise<void> }> {
    let release = (): void => {};
    let held = (): void => {};
    const taken = new Promise<void>((resolve) => {
      held = resolve;
    });
    const transaction = db().transaction(async (tx) => {
      await tx.execute(lock);
      held();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await taken;
    return {
      release: async () => {
        release();
        await transaction;
      },
    };
  }

  /** Whether a session of this database other than a fold waits for a lock (polled until `done` settles). */
  async function waitsWhile(done: Promise<unknown>): Promise<boolean> {
    let settled = false;
    void done.finally(() => {
      settled = true;
    });
    while (!settled) {
      const waiting = await count(sql`select count(*) as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query not like '%dashboards_fold%'`);
      if (waiting > 0) return true;
      await pause();
    }
    return false;
  }

  // Only PostgreSQL has sessions that wait for each other (PGlite runs one statement at a time).
  it.runIf(testDatabaseKind === "postgres")(
    "never make an enquiry wait for the rollups, even while they are locked",
    async () => {
      expect((await enquire()).statusCode).toBe(201);
      const lock = await holding(
        sql`lock table dashboard_days, dashboard_states, attribution_days, attribution_leads, dashboard_leads
          in exclusive mode`,
      );
      try {
        const answer = enquire();
        expect(await waitsWhile(answer)).toBe(false);
        expect((await answer).statusCode).toBe(201);
      } finally {
        await lock.release();
      }
    },
  );

  it.runIf(testDatabaseKind === "postgres")(
    "make a write that adds its figures at once wait while a fold runs, but never an enquiry",
    async () => {
      const enquiry = await enquire();
      const [lead] = await rowsOf<{ lead_id: string }>(
        db(),
        sql`select lead_id from enquiries where reference = ${enquiry.json().reference}`,
      );
      // A fold holds the rollups' lock exclusively while it runs.
      const fold = await holding(sql`select pg_advisory_xact_lock(hashtext('dashboards_rollups'), 0)`);
      let deal: ReturnType<typeof call> | undefined;
      try {
        const answer = enquire();
        expect(await waitsWhile(answer)).toBe(false);
        expect((await answer).statusCode).toBe(201);
        // A deal's figures are added in its own transaction (they read its stage changes): it waits for the fold.
        deal = call(server.app, {
          method: "POST",
          url: "/api/deals",
          cookie: admin,
          body: { leadId: lead?.lead_id, feeInr: 25_000 },
        });
        expect(await waitsWhile(deal)).toBe(true);
      } finally {
        await fold.release();
      }
      expect((await deal).statusCode).toBe(201);
    },
  );
});
