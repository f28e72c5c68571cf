import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { doOnce } from "#jobs/effects.ts";
import { type JobEngine, type JobObserver, jobIdOf, startJobEngine } from "#jobs/engine.ts";
import { rowsOf } from "#jobs/rows.ts";
import { call, login, useTestServer } from "#test/test-server.ts";

// The job engine on the test server's database (PGlite, or PostgreSQL with TEST_DATABASE_URL), with queues of its own
// beside the server's: a job sent in a transaction exists only if it commits, an idempotency key makes one job and one
// effect, a failed run is retried after a delay keeping its error, and a job failed for good reaches the admins.

const WAIT = { timeout: 30_000, interval: 50 };

interface JobRow {
  state: string;
  output: unknown;
  retry_count: unknown;
  data: unknown;
}

describe("the job engine", () => {
  const server = useTestServer();
  const db = () => server.app.database.db;
  let engine: JobEngine;
  const failures: string[] = [];
  const echoed: unknown[] = [];
  const messages: string[] = [];
  const flakyRuns: number[] = [];
  let brokenFixed = false;

  const observer: JobObserver = {
    started: () => {},
    done: () => {},
    failed: (queue, error) => failures.push(`${queue}: ${(error as Error).message}`),
    engineError: (error) => failures.push(`engine: ${(error as Error).message}`),
  };

  const jobRows = (queue: string) =>
    rowsOf<JobRow>(db(), sql`select state, output, retry_count, data from pgboss.job where name = ${queue}`);

  beforeAll(async () => {
    engine = await startJobEngine(
      server.app.database,
      [
        {
          name: "test-echo",
          description: "Echoing what it was sent",
          pollingSeconds: 0.5,
          run: async (job) => {
            echoed.push(job.data);
          },
        },
        {
          name: "test-message",
          description: "Sending a message",
          pollingSeconds: 0.5,
          run: async (job) => {
            const { key } = job.data as { key: string };
            await doOnce(db(), "test-message", key, async () => {
              messages.push(key);
            });
          },
        },
        {
          name: "test-flaky",
          description: "Calling a courier that fails once",
          retries: 2,
          retryDelaySeconds: 1,
          pollingSeconds: 0.5,
          run: async () => {
            flakyRuns.push(Date.now());
            if (flakyRuns.length === 1)
              throw new Error("The courier's service answered 503 Service Unavailable");
          },
        },
        {
          name: "test-broken",
          description: "Writing to a folder that is gone",
          retries: 0,
          pollingSeconds: 0.5,
          run: async () => {
            if (!brokenFixed) throw new Error("The folder /srv/exports is not there");
          },
        },
      ],
      observer,
    );
  });
  afterAll(async () => {
    await engine?.stop();
  });

  it("gives a queue the documented defaults: 4 retries from 30 s doubling to an hour at most, a 5-minute lease", async () => {
    const [queue] = await rowsOf<Record<string, unknown>>(
      db(),
      sql`select policy, retry_limit, retry_delay, retry_backoff, retry_delay_max, expire_seconds
          from pgboss.queue where name = 'test-echo'`,
    );
    expect(queue).toEqual({
      policy: "standard",
      retry_limit: 4,
      retry_delay: 30,
      retry_backoff: true,
      retry_delay_max: 3600,
      expire_seconds: 300,
    });
  });

  it("makes a job sent in a transaction only when the transaction commits, and runs it", async () => {
    await expect(
      db().transaction(async (tx) => {
        await engine.enqueue(tx, "test-echo", { lead: "rolled back" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await db().transaction(async (tx) => {
      await engine.enqueue(tx, "test-echo", { lead: "committed" });
    });

    await vi.waitFor(() => expect(echoed).toEqual([{ lead: "committed" }]), WAIT);
    const rows = await jobRows("test-echo");
    expect(rows.map((row) => row.data)).toEqual([{ lead: "committed" }]);
  });

  it("makes one job and one effect of the same idempotency key, however often it is sent or run", async () => {
    const first = await engine.send(
      "test-message",
      { key: "welcome:lead-1" },
      { idempotencyKey: "welcome:lead-1" },
    );
    const second = await engine.send(
      "test-message",
      { key: "welcome:lead-1" },
      { idempotencyKey: "welcome:lead-1" },
    );
    expect(first).toBe(jobIdOf("test-message", "welcome:lead-1"));
    expect(second).toBeNull();
    await vi.waitFor(() => expect(messages).toEqual(["welcome:lead-1"]), WAIT);

    // A retry of the job, or the same job on two instances at once, finds the effect done.
    const again = await Promise.all([
      doOnce(db(), "test-message", "welcome:lead-1", async () => void messages.push("again")),
      doOnce(db(), "test-message", "welcome:lead-1", async () => void messages.push("again")),
    ]);
    expect(again).toEqual([false, false]);
    expect(messages).toEqual(["welcome:lead-1"]);
  });

  it("lets an effect that failed be done by the next try", async () => {
    await expect(
      doOnce(db(), "test-message", "receipt:7", async () => {
        throw new Error("the mail server refused");
      }),
    ).rejects.toThrow("the mail server refused");
    expect(await doOnce(db(), "test-message", "receipt:7", async () => void messages.push("receipt:7"))).toBe(
      true,
    );
    expect(messages).toContain("receipt:7");
  });

  it("retries a failed run after a delay, keeping its error, and then completes it", async () => {
    await engine.send("test-flaky", { delivery: "DL-1" });

    await vi.waitFor(async () => {
      const [row] = await jobRows("test-flaky");
      expect(row?.state).toBe("retry");
      expect((row?.output as { message?: string } | undefined)?.message).toBe(
        "The courier's service answered 503 Service Unavailable",
      );
    }, WAIT);
    await vi.waitFor(async () => expect((await jobRows("test-flaky"))[0]?.state).toBe("completed"), WAIT);

    expect(flakyRuns).toHaveLength(2);
    // pg-boss's backoff: the first retry waits retryDelay × (1 + a random part below 1).
    expect((flakyRuns[1] ?? 0) - (flakyRuns[0] ?? 0)).toBeGreaterThanOrEqual(1_000);
    expect(failures).toContain("test-flaky: The courier's service answered 503 Service Unavailable");
  });

  it("lists a job failed for good to the admins and the CEO, with its error, to retry or discard", async () => {
    const id = await engine.send("test-broken", { export: "leads.csv" });
    await vi.waitFor(async () => expect((await jobRows("test-broken"))[0]?.state).toBe("failed"), WAIT);

    const admin = await login(server.app, "admin");
    const list = await call(server.app, { url: "/api/jobs/failed", cookie: admin });
    expect(list.statusCode).toBe(200);
    const failed = list.json().jobs.find((job: { id: string }) => job.id === id);
    expect(failed).toMatchObject({
      id,
      queue: "test-broken",
      error: "The folder /srv/exports is not there",
      attempts: 1,
    });
    expect(
      (await call(server.app, { url: "/api/jobs/failed", cookie: await login(server.app, "ceo") }))
        .statusCode,
    ).toBe(200);
    const staff = await login(server.app, "staff1");
    expect((await call(server.app, { url: "/api/jobs/failed", cookie: staff })).statusCode).toBe(403);
    expect(
      (
        await call(server.app, {
          method: "POST",
          url: `/api/jobs/failed/test-broken/${id}/retry`,
          cookie: staff,
        })
      ).statusCode,
    ).toBe(403);

    brokenFixed = true;
    const retried = await call(server.app, {
      method: "POST",
      url: `/api/jobs/failed/test-broken/${id}/retry`,
      cookie: admin,
    });
    expect(retried.statusCode).toBe(204);
    const audit = await call(server.app, { url: "/api/audit?action=job.retry", cookie: admin });
    expect(audit.json().events).toMatchObject([
      { actor: "admin", action: "job.retry", target: `test-broken ${id}` },
    ]);
    await vi.waitFor(async () => expect((await jobRows("test-broken"))[0]?.state).toBe("completed"), WAIT);
    const again = await call(server.app, {
      method: "POST",
      url: `/api/jobs/failed/test-broken/${id}/retry`,
      cookie: admin,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe("not_found");
  });

  it("discards a failed job, and refuses an id that is not one", async () => {
    brokenFixed = false;
    const id = await engine.send("test-broken", { export: "deals.csv" });
    await vi.waitFor(
      async () => expect((await jobRows("test-broken")).some((row) => row.state === "failed")).toBe(true),
      WAIT,
    );
    const admin = await login(server.app, "admin");
    const discarded = await call(server.app, {
      method: "POST",
      url: `/api/jobs/failed/test-broken/${id}/discard`,
      cookie: admin,
    });
    expect(discarded.statusCode).toBe(204);
    const audit = await call(server.app, { url: "/api/audit?action=job.discard", cookie: admin });
    expect(audit.json().events).toMatchObject([
      { actor: "admin", action: "job.discard", target: `test-broken ${id}` },
    ]);
    const list = await call(server.app, { url: "/api/jobs/failed", cookie: admin });
    expect(list.json().jobs.some((job: { id: string }) => job.id === id)).toBe(false);

    const bad = await call(server.app, {
      method: "POST",
      url: "/api/jobs/failed/test-broken/not-an-id/discard",
      cookie: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/id/);
  });
});
