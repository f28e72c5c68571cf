import { sql } from "drizzle-orm";
import { Counter, Registry } from "prom-client";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type JobEngine, startJobEngine } from "#jobs/engine.ts";
import { readQueueCounts } from "#jobs/queue-counts.ts";
import { type Metrics, registerJobMetrics } from "#lib/metrics.ts";
import { useTestServer } from "#test/test-server.ts";

// /metrics tells, per queue, the jobs waiting, running and failed and the age of the oldest waiting one (read from the
// database), and the runs done, failed and retried (counted by each process).

const WAIT = { timeout: 30_000, interval: 50 };

/** The value of `metric{labels}` in a scrape, or undefined when the series is absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.split(" ").at(-1));
}

/** A registry of its own, with the failure counter the server's metrics have. */
function separateMetrics(): Metrics {
  const registry = new Registry();
  const failed = new Counter({
    name: "visadesk_jobs_failed_total",
    help: "x",
    labelNames: ["job_name"],
    registers: [registry],
  });
  return {
    registry,
    render: () => registry.metrics(),
    backgroundJob: (name) => {
      failed.inc({ job_name: name }, 0);
      return { failed: () => failed.inc({ job_name: name }) };
    },
  };
}

describe("the job engine's metrics", () => {
  const server = useTestServer();
  let engine: JobEngine | undefined;
  afterAll(async () => {
    await engine?.stop();
  });

  it("count the server's own jobs done, from 0 for each queue", async () => {
    const scrape = () => server.app.metrics.render();
    expect(seriesValue(await scrape(), 'visadesk_jobs_retried_total{queue="dashboard-rollups"}')).toBe(0);
    await vi.waitFor(
      async () =>
        expect(
          seriesValue(await scrape(), 'visadesk_jobs_done_total{queue="dashboard-rollups"}'),
        ).toBeGreaterThan(0),
      WAIT,
    );
    expect(seriesValue(await scrape(), 'visadesk_jobs_failed_total{job_name="dashboard-rollups"}')).toBe(0);
  });

  it("tell the jobs waiting in each queue and how long the oldest has waited", async () => {
    const db = server.app.database.db;
    await db.execute(sql`select pgboss.create_queue('test-unworked', '{"policy":"standard"}'::jsonb)`);
    await db.execute(sql`insert into pgboss.job (name, data, start_after, created_on)
      values ('test-unworked', '{}', now() - interval '90 seconds', now() - interval '90 seconds'),
             ('test-unworked', '{}', now() - interval '10 seconds', now() - interval '10 seconds'),
             ('test-unworked', '{}', now() + interval '1 hour', now())`);
    await db.execute(sql`insert into pgboss.job (name, data, state, completed_on)
      values ('test-unworked', '{}', 'failed', now())`);

    const counts = (await readQueueCounts(db)).find((row) => row.queue === "test-unworked");
    expect(counts).toMatchObject({ queued: 2, running: 0, failed: 1 });
    expect(counts?.oldestWaitingSeconds).toBeGreaterThanOrEqual(90);

    // The server's gauges read every queue of the database.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const text = await server.app.metrics.render();
    expect(seriesValue(text, 'visadesk_jobs_queued{queue="test-unworked"}')).toBe(2);
    expect(seriesValue(text, 'visadesk_jobs_failed{queue="test-unworked"}')).toBe(1);
    expect(seriesValue(text, 'visadesk_jobs_running{queue="test-unworked"}')).toBe(0);
    expect(
      seriesValue(text, 'visadesk_jobs_oldest_waiting_seconds{queue="test-unworked"}'),
    ).toBeGreaterThanOrEqual(90);
    expect(seriesValue(text, 'visadesk_jobs_queued{queue="dashboard-rollups"}')).toBeDefined();
  });

  it("count a failed run and its retry", async () => {
    const metrics = separateMetrics();
    const jobs = registerJobMetrics(metrics, ["test-once-flaky"], () =>
      readQueueCounts(server.app.database.db),
    );
    let runs = 0;
    engine = await startJobEngine(
      server.app.database,
      [
        {
          name: "test-once-flaky",
          description: "Failing once",
          retries: 1,
          retryDelaySeconds: 1,
          pollingSeconds: 0.5,
          run: async () => {
            runs++;
            if (runs === 1) throw new Error("first run fails");
          },
        },
      ],
      { ...jobs, failed: (queue) => jobs.failed(queue), engineError: () => {} },
    );
    await engine.send("test-once-flaky", {});
    await vi.waitFor(
      async () =>
        expect(seriesValue(await metrics.render(), 'visadesk_jobs_done_total{queue="test-once-flaky"}')).toBe(
          1,
        ),
      WAIT,
    );
    const text = await metrics.render();
    expect(seriesValue(text, 'visadesk_jobs_retried_total{queue="test-once-flaky"}')).toBe(1);
    expect(seriesValue(text, 'visadesk_jobs_failed_total{job_name="test-once-flaky"}')).toBe(1);
  });
});
