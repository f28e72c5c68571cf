import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { rowsOf } from "#jobs/rows.ts";
import { testDatabaseKind } from "#test/test-database.ts";
import { useTestServer } from "#test/test-server.ts";

// The operators' alert on failed background jobs (deploy/prometheus/visadesk.rules.yml) reads
// visadesk_jobs_failed_total{job_name}: each job is scraped at 0 from the start, and each failed run counts once.

const failures = async (app: FastifyInstance, job: string): Promise<number | undefined> => {
  const text = await app.metrics.render();
  const line = text.split("\n").find((l) => l.startsWith(`visadesk_jobs_failed_total{job_name="${job}"}`));
  return line === undefined ? undefined : Number(line.split(" ").at(-1));
};

describe("background jobs' failures", () => {
  const server = useTestServer();
  const app = (): FastifyInstance => server.app;

  it("are counted by job, from 0, when the dashboards' fold fails, and stop when it works again", async () => {
    await app().ready();
    expect(await failures(app(), "dashboard-rollups")).toBe(0);
    if (app().database.kind === "pglite") expect(await failures(app(), "planner-statistics")).toBe(0);

    // The fold reads its queue; without the queue table every fold fails until it is back.
    await app().database.db.execute(sql`alter table dashboards_pending rename to dashboards_pending_away`);
    try {
      await vi.waitFor(async () => expect(await failures(app(), "dashboard-rollups")).toBeGreaterThan(0), {
        timeout: 30_000,
        interval: 100,
      });
    } finally {
      await app().database.db.execute(sql`alter table dashboards_pending_away rename to dashboards_pending`);
    }
    // Let any fold still under way against the missing table end, then no more failures are counted.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const settled = await failures(app(), "dashboard-rollups");
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await failures(app(), "dashboard-rollups")).toBe(settled);
  });
});

describe("background jobs' schedules", () => {
  const server = useTestServer();

  it("are kept in the database in the consultancy's time zone, Asia/Kolkata", async () => {
    const { db, kind } = server.app.database;
    const schedules = await rowsOf<{ name: string; key: string; cron: string; timezone: string }>(
      db,
      sql`select name, key, cron, timezone from pgboss.schedule order by name, key`,
    );
    expect(schedules).toEqual([
      { name: "dashboard-rollups", key: "every-minute", cron: "* * * * *", timezone: "Asia/Kolkata" },
      ...(kind === "pglite"
        ? [
            {
              name: "planner-statistics",
              key: "every-10-minutes",
              cron: "*/10 * * * *",
              timezone: "Asia/Kolkata",
            },
          ]
        : []),
    ]);
  });

  it.runIf(testDatabaseKind === "pglite")(
    "refresh PGlite's statistics and vacuum the job table when the planner's job runs",
    async () => {
      const id = await server.app.services.jobs.send("planner-statistics", {});
      await vi.waitFor(
        async () => {
          const [row] = await rowsOf<{ state: string }>(
            server.app.database.db,
            sql`select state from pgboss.job where name = 'planner-statistics' and id = ${id}::uuid`,
          );
          expect(row?.state).toBe("completed");
        },
        { timeout: 30_000, interval: 200 },
      );
    },
  );

  it("fold the dashboards' queue about every second, on the job engine", async () => {
    const runs = async () =>
      Number(
        (
          await rowsOf<{ n: unknown }>(
            server.app.database.db,
            sql`select count(*) as n from pgboss.job where name = 'dashboard-rollups' and state = 'completed'`,
          )
        )[0]?.n,
      );
    const before = await runs();
    await vi.waitFor(async () => expect(await runs()).toBeGreaterThanOrEqual(before + 2), {
      timeout: 30_000,
      interval: 200,
    });
  });
});
